import type { TDeleteMediaResponse, TMedia, TMediaKind, TMediaStorage } from '@creatorscope/contracts';
import { apiPost, apiUpload } from '../../lib/api/client';

/* Media: /api/media/* (contracts/media.ts). */

type UploadOptions = { signal?: AbortSignal; onProgress?: (fraction: number) => void };

/** Uploads one file; the organisation goes first, as the server reads it before the file. */
export function uploadMedia(
  orgId: string,
  kind: TMediaKind,
  file: File,
  options: UploadOptions = {},
): Promise<TMedia> {
  const form = new FormData();
  form.append('orgId', orgId);
  form.append('file', file, file.name);
  return apiUpload<TMedia>(`/media/upload-${kind}`, form, options);
}

export function deleteMedia(orgId: string, id: string): Promise<TDeleteMediaResponse> {
  return apiPost<TDeleteMediaResponse>('/media/delete-media', { orgId, id });
}

export function getMediaStorage(orgId: string, signal?: AbortSignal): Promise<TMediaStorage> {
  return apiPost<TMediaStorage>('/media/get-storage', { orgId }, { signal });
}
