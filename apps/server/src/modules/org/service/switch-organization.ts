import type { TMeData } from '@creatorscope/contracts';
import type { Deps } from '../../../deps.js';
import { getMe, setCurrentOrganization } from '../../auth/index.js';

/**
 * /auth/switch-org: makes one of the user's organisations the current one. The org guard has
 * already checked that the user is an active member of it.
 */
export async function switchOrganization(
  deps: Pick<Deps, 'db' | 'memberships' | 'config'>,
  userId: string,
  orgId: string,
): Promise<TMeData> {
  await setCurrentOrganization(deps.db, userId, orgId);
  return getMe(deps, userId);
}
