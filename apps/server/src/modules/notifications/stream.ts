import type { OutgoingHttpHeaders } from 'node:http';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_READY_EVENT, ZNotification } from '@creatorscope/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { notificationChannel } from './service.js';

/** Proxies and load balancers close connections that stay silent for a minute or so. */
const PING_INTERVAL_MS = 25_000;
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Every tab of a browser shares its session; past this many, a script is holding streams open. */
const MAX_STREAMS_PER_SESSION = 10;
/**
 * A stream ends after this long and the client reconnects (its `retry`), so that no connection
 * lives for ever and the guard sees every client again at least this often.
 */
const STREAM_MAX_LIFETIME_MS = 60 * 60_000;

type StreamLimits = { pingMs: number; maxLifetimeMs: number; maxPerSession: number };

type StreamDeps = Pick<Deps, 'pubsub' | 'memberships' | 'sessions' | 'log'>;
type StreamOwner = { userId: string; orgId: string; sessionId: string };

/**
 * The open notification streams of this instance. Each listens on the user's pub/sub channel, so
 * a notification stored by any instance reaches every browser the user has open.
 */
export class NotificationStreams {
  private readonly open = new Set<() => void>();
  private readonly perSession = new Map<string, number>();
  private readonly limits: StreamLimits;

  constructor(
    private readonly deps: StreamDeps,
    limits: Partial<StreamLimits> = {},
  ) {
    this.limits = {
      pingMs: PING_INTERVAL_MS,
      maxLifetimeMs: STREAM_MAX_LIFETIME_MS,
      maxPerSession: MAX_STREAMS_PER_SESSION,
      ...limits,
    };
  }

  /** Whether this session may open one more stream on this instance. */
  hasRoomFor(sessionId: string): boolean {
    return (this.perSession.get(sessionId) ?? 0) < this.limits.maxPerSession;
  }

  get size(): number {
    return this.open.size;
  }

  /** Takes the response over from Fastify and keeps it open until the client leaves. */
  start(request: FastifyRequest, reply: FastifyReply, owner: StreamOwner): void {
    reply.hijack();
    const res = reply.raw;
    // The client may have left while the guard was checking it; its close event is already gone.
    if (res.destroyed) return;
    // Hooks that ran before the handler (CORS, security headers) set headers Fastify would have
    // sent for us; a hijacked reply must send them itself.
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });

    // One event at a time, in order, each after the access check that precedes it.
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (work: () => Promise<void>) => {
      queue = queue.then(work).catch((err: unknown) => {
        this.deps.log.warn({ err }, 'notification stream write failed');
        end();
      });
    };
    const send = async (chunk: string) => {
      if (!(await this.isStillAllowed(owner))) return end();
      // Checked after the await: the client or a shutdown may have closed the stream meanwhile.
      if (res.destroyed || res.writableEnded) return end();
      // A client that stopped reading would make us buffer without bound; it reconnects if alive.
      if (res.writableLength > MAX_BUFFERED_BYTES) return end();
      res.write(chunk);
    };

    const unsubscribe = this.deps.pubsub.subscribe(
      notificationChannel(owner.userId, owner.orgId),
      (message) => {
        const parsed = ZNotification.safeParse(message);
        if (!parsed.success) return;
        enqueue(() => send(`event: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(parsed.data)}\n\n`));
      },
    );
    const timer = setInterval(() => enqueue(() => send(': ping\n\n')), this.limits.pingMs);
    const lifetime = setTimeout(() => enqueue(async () => end()), this.limits.maxLifetimeMs);
    // A stream must never be what keeps the process alive.
    timer.unref();
    lifetime.unref();
    this.perSession.set(owner.sessionId, (this.perSession.get(owner.sessionId) ?? 0) + 1);

    let isCleaned = false;
    const cleanup = () => {
      if (isCleaned) return;
      isCleaned = true;
      clearInterval(timer);
      clearTimeout(lifetime);
      unsubscribe();
      this.open.delete(end);
      const left = (this.perSession.get(owner.sessionId) ?? 1) - 1;
      if (left > 0) this.perSession.set(owner.sessionId, left);
      else this.perSession.delete(owner.sessionId);
    };
    function end() {
      cleanup();
      if (!res.writableEnded) res.end();
    }
    // The response's close, not the request's: Node closes a request as soon as its body is read.
    res.on('close', cleanup);
    this.open.add(end);

    res.write(`retry: 3000\nevent: ${NOTIFICATION_STREAM_READY_EVENT}\ndata: {}\n\n`);
  }

  /** Ends every open stream, so that a shutdown does not wait for browsers to hang up. */
  closeAll(): void {
    for (const end of [...this.open]) end();
  }

  /**
   * A removed or switched-off member, or a signed-out session, stops receiving on the next event
   * or ping, as their next request would be refused.
   */
  private async isStillAllowed(owner: StreamOwner): Promise<boolean> {
    const [session, membership] = await Promise.all([
      this.deps.sessions.getActive(owner.sessionId),
      this.deps.memberships.get(owner.userId, owner.orgId),
    ]);
    return session?.userId === owner.userId && membership?.isActive === true;
  }
}
