import type { TLoginResponseData } from '@creatorscope/contracts';
import type { Deps } from '../../../deps.js';
import { createSession } from '../sessions.js';
import { type UserRow, userView } from './users.js';

/** Opens a session for a user who just proved who they are: `data` of verify-otp and login-google. */
export async function signIn(
  deps: Pick<Deps, 'db' | 'config' | 'memberships'>,
  user: UserRow,
  userAgent: string | undefined,
): Promise<TLoginResponseData> {
  const { token } = await createSession(deps, user.id, userAgent);
  return { token, data: await userView(deps, user) };
}
