import type { TMeData, TUpdateProfileRequest } from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { updateUserProfile, userView } from '../auth/index.js';

/** /profile/update: the user's own name and language (mails are then written in it). */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'memberships'>,
  userId: string,
  input: TUpdateProfileRequest,
): Promise<TMeData['user']> {
  const row = await updateUserProfile(deps.db, userId, input);
  if (!row) throw notFound('User');
  return { ...(await userView(deps, row)), language: row.language };
}
