import type { TNotification } from '@creatorscope/contracts';
import { createParser } from 'eventsource-parser';
import { isApiError } from '../../lib/api/api-error';
import { openApiStream } from '../../lib/api/client';

/** The event name of a new notification on /profile/notifications-stream (contracts' NOTIFICATION_EVENT). */
export const NOTIFICATION_EVENT = 'notification';

/** Reconnection waits: 1 s, doubling, at most 30 s, with up to 20 % jitter so tabs do not stampede. */
const STREAM_RETRY = { initialMs: 1000, maxMs: 30_000, jitter: 0.2 } as const;

export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(STREAM_RETRY.maxMs, STREAM_RETRY.initialMs * 2 ** attempt);
  return Math.round(base * (1 + STREAM_RETRY.jitter * random()));
}

/** A notification's message and values when they are well formed, else null (its English text shows). */
function parseMessage(value: unknown): TNotification['message'] {
  if (typeof value !== 'object' || value === null) return null;
  const { key, params } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof params !== 'object' || params === null) return null;
  const values = Object.entries(params).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return { key, params: Object.fromEntries(values) };
}

/** Checked by hand: zod stays out of the first download, and this module is part of it. */
function parseNotification(data: string): TNotification | undefined {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return undefined;
    const item = value as Record<string, unknown>;
    if (typeof item._id !== 'string' || typeof item.title !== 'string') return undefined;
    return {
      _id: item._id,
      title: item.title,
      description: typeof item.description === 'string' ? item.description : '',
      createdAt: typeof item.createdAt === 'string' ? item.createdAt : new Date().toISOString(),
      path: typeof item.path === 'string' ? item.path : null,
      message: parseMessage(item.message),
    };
  } catch {
    return undefined;
  }
}

/** Feeds a response body through the SSE parser until the server closes it. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: { event?: string | undefined; data: string }) => void,
): Promise<void> {
  const parser = createParser({ onEvent });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** A refusal that asking again will not change (401 is the session's business, 403, 404…). */
function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

type StreamOptions = {
  orgId: string;
  signal: AbortSignal;
  onNotification: (notification: TNotification) => void;
};

/**
 * Keeps the live notification stream open until `signal` aborts (sign-out, organisation switch),
 * reconnecting with back-off after a drop or a server error.
 */
export async function runNotificationStream({ orgId, signal, onNotification }: StreamOptions): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const response = await openApiStream(
        '/profile/notifications-stream',
        { organization_id: orgId },
        signal,
      );
      attempt = 0;
      if (response.body) {
        await readEvents(response.body, (event) => {
          if (event.event !== NOTIFICATION_EVENT) return;
          const notification = parseNotification(event.data);
          if (notification) onNotification(notification);
        });
      }
    } catch (error) {
      if (signal.aborted) return;
      if (isFinalRefusal(error)) {
        console.warn('[notifications] live updates refused', error);
        return;
      }
    }
    if (signal.aborted) return;
    await wait(retryDelay(attempt), signal);
    attempt += 1;
  }
}
