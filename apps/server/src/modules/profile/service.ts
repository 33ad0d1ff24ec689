import type { TMeData, TUpdateProfileRequest } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { userView } from '../auth/service/users.js';
import { users } from '../auth/tables.js';

/** /profile/update: the user's own name and language (mails are then written in it). */
export async function updateProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
  input: TUpdateProfileRequest,
): Promise<TMeData['user']> {
  const [row] = await deps.db
    .update(users)
    .set({ name: input.name, ...(input.language ? { language: input.language } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User');
  return { ...(await userView(deps, row)), language: row.language };
}
