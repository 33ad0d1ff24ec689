import { MEDIA_FILE_FIELD, type TMedia, type TMediaKind } from '@creatorscope/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentOrgId } from '../../app/session-store';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api/api-error';
import { deleteMedia, uploadMedia } from './api';
import { checkFile } from './media-files';

/** A file being sent, or one that was refused (until dismissed). */
export type PendingUpload = {
  id: string;
  fileName: string;
  kind: TMediaKind | undefined;
  /** 0 to 1 while sending; null once refused. */
  progress: number | null;
  /** Why it was refused, in the server's words (or the same words, checked before sending). */
  problem: string | null;
  /** The picked file itself, shown while it is sent (an object URL, images only). */
  previewUrl: string | null;
};

type Options = {
  accept: readonly TMediaKind[];
  mixedTypeMessage: string;
  onUploaded: (media: TMedia) => void;
};

/** The server's reason for a refused upload: the file's own message first. */
const problemOf = (error: unknown): string => {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  return error.fieldErrors[MEDIA_FILE_FIELD] ?? error.message;
};

let nextId = 0;

/**
 * Uploads picked files one request each, side by side, keeping their progress and refusals;
 * remembers what this page uploaded, so that removing one of those also deletes it on the server
 * (an address that came with the saved ad is only taken off the list: the ad may still show it).
 */
export function useMediaUploads({ accept, mixedTypeMessage, onUploaded }: Options) {
  const orgId = useCurrentOrgId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const uploaded = useRef(new Map<string, TMedia>());
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ onUploaded });
  latest.current = { onUploaded };

  const update = useCallback((id: string, change: Partial<PendingUpload>) => {
    setPending((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const drop = useCallback((id: string) => {
    setPending((items) => {
      const item = items.find((candidate) => candidate.id === id);
      if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
      return items.filter((candidate) => candidate.id !== id);
    });
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        nextId += 1;
        const id = `upload-${nextId}`;
        const check = checkFile(file, accept, mixedTypeMessage);
        const previewUrl = check.kind === 'image' ? URL.createObjectURL(file) : null;
        setPending((items) => [
          ...items,
          {
            id,
            fileName: file.name,
            kind: check.kind,
            progress: check.kind && orgId ? 0 : null,
            problem: check.problem ?? (orgId ? null : UNEXPECTED_ERROR_MESSAGE),
            previewUrl,
          },
        ]);
        if (!check.kind || !orgId) continue;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        uploadMedia(orgId, check.kind, file, {
          signal: controller.signal,
          onProgress: (fraction) => update(id, { progress: fraction }),
        })
          .then((media) => {
            uploaded.current.set(media.url, media);
            latest.current.onUploaded(media);
            drop(id);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            update(id, { progress: null, problem: problemOf(error) });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [accept, mixedTypeMessage, orgId, update, drop],
  );

  /** Stops a file being sent, or dismisses a refused one. */
  const cancel = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      drop(id);
    },
    [drop],
  );

  /** Deletes on the server what this page uploaded; says whether the address was one of those. */
  const forget = useCallback(
    (url: string) => {
      const media = uploaded.current.get(url);
      if (!media || !orgId) return false;
      uploaded.current.delete(url);
      // Nothing waits for it: the address is off the list either way.
      deleteMedia(orgId, media.id).catch(() => {});
      return true;
    },
    [orgId],
  );

  const thumbnailOf = useCallback((url: string) => uploaded.current.get(url)?.thumbnailUrl ?? null, []);

  const shown = useRef(pending);
  shown.current = pending;
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of shown.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  return { pending, add, cancel, forget, thumbnailOf };
}
