import { type IncomingHttpHeaders, request } from 'node:http';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_READY_EVENT,
  type TNotification,
} from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestMember,
  buildTestApp,
  call,
  createTestUser,
  createThrowawayDatabase,
  listening,
  type TestUser,
  testTarget,
} from '../../test/app.js';
import { notificationRoutes } from './routes.js';
import { notify } from './service.js';
import { NotificationStreams } from './stream.js';

type SseBlock = { event?: string; data?: string; comment?: string };
type SseStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next block, or null once the server has ended the stream. */
  next(timeoutMs?: number): Promise<SseBlock | null>;
  nextEvent(name: string): Promise<SseBlock>;
  close(): void;
};

const parseBlock = (raw: string): SseBlock => {
  const block: SseBlock = {};
  for (const line of raw.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) block.event = line.slice(7);
    else if (line.startsWith('data: ')) block.data = line.slice(6);
  }
  return block;
};

/**
 * Opens a stream the way the web app does (a POST with the bearer header) and reads it block by
 * block. node:http with no agent rather than fetch: after an abort, fetch's pool opens a spare
 * connection that sends nothing, and a server that is closing waits for such sockets to time out.
 */
function openSse(url: string, token: string, orgId: string, origin?: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(origin ? { origin } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      let isDone = false;
      let wake: (() => void) | undefined;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        wake?.();
      });
      const finish = () => {
        isDone = true;
        wake?.();
      };
      res.on('end', finish);
      res.on('close', finish);

      async function next(timeoutMs = 5000): Promise<SseBlock | null> {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end >= 0) {
            const raw = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            return parseBlock(raw);
          }
          if (isDone) return null;
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no stream data within ${timeoutMs} ms`);
          await new Promise<void>((done) => {
            const timer = setTimeout(done, left);
            wake = () => {
              clearTimeout(timer);
              done();
            };
          });
        }
      }
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        next,
        async nextEvent(name) {
          for (;;) {
            const block = await next();
            if (!block) throw new Error(`stream ended before a ${name} event`);
            if (block.event === name) return block;
          }
        },
        close: () => req.destroy(),
      });
    });
    req.end(JSON.stringify({ organization_id: orgId }));
  });
}

describe('notification stream', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  /** A second registration with a fast ping, so pings and disconnects can be watched. */
  const fastStreams = { instance: undefined as NotificationStreams | undefined };
  let base = '';
  const streamUrl = () => `${base}/api/profile/notifications-stream`;

  beforeAll(async () => {
    app = await buildTestApp();
    fastStreams.instance = new NotificationStreams(app.deps, {
      pingMs: 50,
      maxLifetimeMs: 400,
      maxPerSession: 2,
    });
    await app.register(notificationRoutes, {
      deps: app.deps,
      prefix: '/api/fast-stream',
      streams: fastStreams.instance,
    });
    base = await listening(app);
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('delivers a notification published by notify(), with the stream and security headers', async () => {
    const stream = await openSse(streamUrl(), owner.token, owner.orgId, app.deps.config.publicUrl);
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': app.deps.config.publicUrl,
    });
    expect(stream.headers['x-request-id']).toBeTruthy();
    await stream.nextEvent(NOTIFICATION_STREAM_READY_EVENT);

    const [sent] = await notify(app.deps, owner.orgId, 'admins', { title: 'Live', path: '/apps/team' });
    const block = await stream.nextEvent(NOTIFICATION_EVENT);
    const received = JSON.parse(block.data ?? 'null') as TNotification;
    expect(received).toEqual(sent);
    stream.close();
  });

  it('refuses a client that does not accept a stream, and another organisation', async () => {
    const plain = await call(
      app,
      '/profile/notifications-stream',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(plain.statusCode).toBe(406);
    expect(plain.body.message).toBe('This call answers a stream: send the header accept: text/event-stream');
    const outsider = await createTestUser(app);
    const foreign = await openSse(streamUrl(), outsider.token, owner.orgId);
    expect(foreign.status).toBe(403);
    foreign.close();
  });

  it('stops delivering to a member once they are removed', async () => {
    const member = await addTestMember(app, owner.orgId, 'Read');
    const stream = await openSse(streamUrl(), member.token, owner.orgId);
    await stream.nextEvent(NOTIFICATION_STREAM_READY_EVENT);
    await call(app, '/onboard/delete-member', { orgId: owner.orgId, id: member.userId }, owner.token);
    await notify(app.deps, owner.orgId, { userIds: [member.userId] }, { title: 'After removal' });
    const blocks: SseBlock[] = [];
    for (let block = await stream.next(); block; block = await stream.next()) blocks.push(block);
    expect(blocks.filter((b) => b.event === NOTIFICATION_EVENT)).toEqual([]);
  });

  it('pings while idle and lets go of the subscription when the client leaves', async () => {
    const streams = fastStreams.instance;
    if (!streams) throw new Error('no fast streams');
    const stream = await openSse(`${base}/api/fast-stream/notifications-stream`, owner.token, owner.orgId);
    await stream.nextEvent(NOTIFICATION_STREAM_READY_EVENT);
    expect(await stream.next()).toEqual({ comment: 'ping' });
    expect(streams.size).toBe(1);
    stream.close();
    for (let i = 0; i < 50 && streams.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(streams.size).toBe(0);
  });

  it('holds a few streams per session, and ends each after its lifetime so the client reconnects', async () => {
    const url = `${base}/api/fast-stream/notifications-stream`;
    const first = await openSse(url, owner.token, owner.orgId);
    const second = await openSse(url, owner.token, owner.orgId);
    const third = await openSse(url, owner.token, owner.orgId);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(third.headers['retry-after']).toBe('60');
    // Another session of the same user has room of its own.
    const other = await createTestUser(app);
    const elsewhere = await openSse(url, other.token, other.orgId);
    expect(elsewhere.status).toBe(200);
    // Past the lifetime the server ends the stream (the client's retry opens the next one).
    for (let block = await first.next(); block; block = await first.next(2000)) {
      expect(block.event === undefined || block.event === NOTIFICATION_STREAM_READY_EVENT).toBe(true);
    }
    second.close();
    elsewhere.close();
    const again = await openSse(url, owner.token, owner.orgId);
    expect(again.status).toBe(200);
    again.close();
  });

  it('ends open streams when the server shuts down instead of waiting for them', async () => {
    const other = await buildTestApp();
    const otherBase = await listening(other);
    const user = await createTestUser(other);
    const stream = await openSse(`${otherBase}/api/profile/notifications-stream`, user.token, user.orgId);
    await stream.nextEvent(NOTIFICATION_STREAM_READY_EVENT);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stream.next()).toBeNull();
  });

  it.runIf(testTarget === 'pg' && process.env.TEST_REDIS_URL)(
    'delivers a notification stored by another instance through Redis',
    async () => {
      const db = await createThrowawayDatabase();
      // Development mode: both instances use the real, shared channel names instead of a per-app prefix.
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: db.url,
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        JWT_SECRET: 'a-test-secret-that-is-long-enough-1234567890',
      } as const;
      const first = await buildTestApp(env);
      const second = await buildTestApp(env);
      try {
        const firstBase = await listening(first);
        const user = await createTestUser(first);
        const stream = await openSse(`${firstBase}/api/profile/notifications-stream`, user.token, user.orgId);
        await stream.nextEvent(NOTIFICATION_STREAM_READY_EVENT);
        const [sent] = await notify(second.deps, user.orgId, 'all', { title: 'From the other instance' });
        const block = await stream.nextEvent(NOTIFICATION_EVENT);
        expect(JSON.parse(block.data ?? 'null')).toEqual(sent);
        stream.close();
      } finally {
        await Promise.all([first.close(), second.close()]);
        await db.drop();
      }
    },
  );
});
