import type { TUpdateProfileRequest, TUser } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

export function updateProfile(body: TUpdateProfileRequest): Promise<TUser & { language?: string }> {
  return apiPost<TUser & { language?: string }>('/profile/update', body);
}
