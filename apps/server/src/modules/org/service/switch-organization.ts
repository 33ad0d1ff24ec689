import type { TMeData } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { getMe } from '../../auth/service/users.js';
import { users } from '../../auth/tables.js';

/**
 * /auth/switch-org: makes one of the user's organisations the current one. The org guard has
 * already checked that the user is an active member of it.
 */
export async function switchOrganization(
  deps: Pick<Deps, 'db'>,
  userId: string,
  orgId: string,
): Promise<TMeData> {
  await deps.db.update(users).set({ currentOrgId: orgId, updatedAt: new Date() }).where(eq(users.id, userId));
  return getMe(deps, userId);
}
