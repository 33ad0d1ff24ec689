import type { TNotification } from '@creatorscope/contracts';
import {
  NOTIFICATION_EVENT as CONTRACT_EVENT,
  VERIFIED_SUCCESSFULLY as CONTRACT_VERIFIED,
} from '@creatorscope/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENT, retryDelay, runNotificationStream } from './notification-stream';
import { isVerifiedNotice, VERIFIED_SUCCESSFULLY } from './use-notifications';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const notification: TNotification = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Organization verified successfully',
  description: 'Your workspace is ready.',
  createdAt: '2025-03-01T10:00:00.000Z',
  path: '/apps/profile',
  message: { key: 'profileVerified', params: { org: 'Organization' } },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live notification stream', () => {
  it('uses the event name and title fragment of the contracts (copied so zod stays out of the entry)', () => {
    expect(NOTIFICATION_EVENT).toBe(CONTRACT_EVENT);
    expect(VERIFIED_SUCCESSFULLY).toBe(CONTRACT_VERIFIED);
    expect(isVerifiedNotice(notification)).toBe(true);
    expect(isVerifiedNotice({ ...notification, title: 'New follower' })).toBe(false);
  });

  it('delivers notification events split across chunks and skips keep-alive comments', async () => {
    const data = JSON.stringify(notification);
    const controller = new AbortController();
    const received: TNotification[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        // After the first stream ends, stop: the test only needs one connection.
        queueMicrotask(() => controller.abort());
        return new Response(
          streamOf([
            ': ping\n\n',
            `event: notification\ndata: ${data.slice(0, 20)}`,
            `${data.slice(20)}\n\n`,
            'event: other\ndata: {}\n\n',
          ]),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        );
      }),
    );

    await runNotificationStream({
      orgId: 'org-1',
      signal: controller.signal,
      onNotification: (n) => received.push(n),
    });

    expect(received).toEqual([notification]);
  });

  it('gives up on a refusal that asking again will not change (404)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await runNotificationStream({
      orgId: 'org-1',
      signal: new AbortController().signal,
      onNotification: () => undefined,
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('backs off from 1 s, doubling, up to 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(0, () => 1)).toBe(1200);
  });
});
