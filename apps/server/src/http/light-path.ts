import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';
import secureJsonParse from 'secure-json-parse';
import type { ZodType } from 'zod';
import type { Config } from '../config.js';
import { envelope } from './envelope.js';
import { FASTIFY_MESSAGES, UNEXPECTED, validationErrors } from './error-handler.js';
import { isAppError } from './errors.js';
import { type GlobalLimit, limitAnswer } from './global-rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes answered before Fastify's plugin chain (see LightPath). */
    lightPath: LightPath;
  }
}

/*
 * The light path: a publisher's link (/l/<code>) and the tracker's events (/t/collect) are the
 * hot public calls, answered by plain node (req, res) handlers before Fastify for exactly their
 * paths (through Fastify's serverFactory), and registered as Fastify routes that call the same
 * handler too, so that `inject` and anything the light path passes on end up in the same code.
 * What the plugin chain gives every other route is done here, the part of it that matters for
 * these answers: the API's security headers, no-store, CORS for the app's own origins, the
 * app-wide rate limit (counted in the same store), the client address under TRUST_PROXY as
 * Fastify reads it, x-request-id, the body limit and its errors, the `{status, message, data}`
 * envelope, and errors in the log.
 */

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The request's id: the x-request-id a proxy sent when it is sane, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Fastify reads a bare hop count as "trust nobody"; as a function it trusts the nearest `hops`
 * addresses (the proxies), so the next one out is the client's.
 */
export const trustProxyOption = (trust: Config['TRUST_PROXY']): false | string[] | TrustFn =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The client's address as Fastify's `request.ip` works it out under the same option (proxy-addr). */
export function clientAddressOf(trust: Config['TRUST_PROXY']): (req: IncomingMessage) => string {
  const option = trustProxyOption(trust);
  if (option === false) return (req) => req.socket.remoteAddress ?? '';
  const isTrusted = typeof option === 'function' ? option : proxyAddr.compile(option);
  return (req) => proxyAddr(req, isTrusted);
}

export type LightSettings = {
  clientAddress: (req: IncomingMessage) => string;
  /** The origins the app's CORS lets read its answers (WEB_ORIGINS, the public URL, the extension). */
  origins: ReadonlySet<string>;
  /** http/security-headers.ts's API set. */
  securityHeaders: Readonly<Record<string, string>>;
  /** The app-wide limit, counted in the same store as every other route's. */
  rateLimit: GlobalLimit;
  log: FastifyBaseLogger;
  /** A line per answer, as Fastify logs its requests (LOG_LEVEL info or lower). */
  logsRequests: boolean;
  /** Once shutdown has begun, Fastify answers (503, connection: close). */
  isClosing: () => boolean;
};

/** The settings, with the headers every light answer carries laid out once (flat: name, value…). */
type Context = LightSettings & { fixedHeaders: readonly string[] };

export type LightHandler = (call: LightCall) => Promise<void>;

type LightRoute = {
  methods: ReadonlySet<string>;
  /** The path up to its parameter, or the whole path. */
  prefix: string;
  /** The last segment's parameter name, or null for a path without one. */
  param: string | null;
  handler: LightHandler;
};

type ServerTimeouts = {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
};

/** find-my-way's default: a longer parameter is not the route's (Fastify answers its 404). */
const MAX_PARAM_LENGTH = 100;

/** One request on the light path, and the means to answer it. */
export class LightCall {
  private allowedOrigin: string | null = null;
  private rateHeaders: string[] = [];
  private readonly startedAt = performance.now();

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    /** The client's address (TRUST_PROXY applied). */
    readonly ip: string,
    readonly requestId: string,
    readonly params: Readonly<Record<string, string | undefined>>,
    private readonly settings: Context,
  ) {}

  get method(): string {
    return this.req.method ?? 'GET';
  }

  /** This origin may read the answer (a brand's site posting its events). */
  allowOrigin(origin: string): void {
    this.allowedOrigin = origin;
  }

  /**
   * Writes the answer in one writeHead: the light path's headers, then `headers` (flat: name,
   * value, name, value…), then the body. HEAD answers go without it (node drops it).
   */
  send(status: number, headers: readonly string[] = [], body = ''): void {
    const { res, settings } = this;
    if (res.headersSent || res.destroyed) return;
    const all = [...settings.fixedHeaders];
    const origin = this.req.headers.origin;
    if (origin && (origin === this.allowedOrigin || settings.origins.has(origin))) {
      all.push('access-control-allow-origin', origin);
    }
    all.push(...this.rateHeaders, 'x-request-id', this.requestId, ...headers);
    // An answer finished after shutdown began closes its keep-alive connection, as Fastify's do.
    if (settings.isClosing()) all.push('connection', 'close');
    all.push('content-length', String(Buffer.byteLength(body)));
    res.writeHead(status, all);
    res.end(body);
    if (settings.logsRequests) {
      settings.log.info(
        {
          reqId: this.requestId,
          req: { method: this.method, url: this.req.url, remoteAddress: this.ip },
          res: { statusCode: status },
          responseTime: performance.now() - this.startedAt,
        },
        'request completed',
      );
    }
  }

  /** A `{status, message, data}` answer, as the API's error handler writes them. */
  json(status: number, message: string, data: unknown, headers: readonly string[] = []): void {
    this.send(
      status,
      ['content-type', 'application/json; charset=utf-8', ...headers],
      JSON.stringify(envelope(status, message, data)),
    );
  }

  /** What the API's error handler would answer for an error a handler threw. */
  fail(error: unknown): void {
    if (isAppError(error)) {
      if (error.statusCode >= 500) this.logError(error, 'service error');
      const wait = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      const retry =
        error.statusCode === 429 && typeof wait === 'number' ? ['retry-after', String(Math.ceil(wait))] : [];
      this.json(error.statusCode, error.message, error.data, retry);
      return;
    }
    this.logError(error, 'unhandled error');
    // Internals stay in the log, tied to the request id the client can quote.
    this.json(500, UNEXPECTED, { requestId: this.requestId });
  }

  logError(error: unknown, message: string, more: Record<string, unknown> = {}): void {
    this.settings.log.error(
      { err: error, reqId: this.requestId, req: { method: this.method, url: this.req.url }, ...more },
      message,
    );
  }

  /**
   * Counts the request in the app-wide rate limit, as every other route does (global-rate-limit.ts;
   * its headers on the answer); false once it answered 429.
   */
  async countRequest(): Promise<boolean> {
    const { max, windowMs, store } = this.settings.rateLimit;
    const { headers, refusal } = await new Promise<ReturnType<typeof limitAnswer>>((resolve) =>
      store.incr(
        this.ip,
        (error, counted) => resolve(limitAnswer(error ? undefined : counted, max)),
        windowMs,
      ),
    );
    this.rateHeaders = headers;
    if (!refusal) return true;
    this.fail(refusal);
    return false;
  }

  /**
   * The body as JSON (application/json, or text/plain holding JSON as the tracker sends it), read
   * up to `limit` bytes with the API's answers: 415, 413, 400. Undefined when it answered.
   */
  async readJson(limit: number): Promise<{ body: unknown } | undefined> {
    const { headers } = this.req;
    const type = headers['content-type'];
    const length = headers['content-length'];
    if (type === undefined) {
      // No body at all is a body of undefined (the schema answers); a body of no declared type is refused.
      if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) {
        return { body: undefined };
      }
      return void this.json(415, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE as string, null);
    }
    const media = type.split(';', 1)[0]?.trim().toLowerCase();
    if (media !== 'application/json' && media !== 'text/plain') {
      return void this.json(415, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE as string, null);
    }
    const declared = Number(length);
    if (declared > limit) return void this.refuseBody('FST_ERR_CTP_BODY_TOO_LARGE', 413);
    const read = await readAtMost(this.req, limit);
    if (read === 'too large') return void this.refuseBody('FST_ERR_CTP_BODY_TOO_LARGE', 413);
    if (read instanceof Error) return void this.refuseBody(read.message, 400);
    if (!Number.isNaN(declared) && read.length !== declared) {
      return void this.refuseBody('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400);
    }
    const text = read.toString('utf8');
    if (text.length === 0) return void this.refuseBody('FST_ERR_CTP_EMPTY_JSON_BODY', 400);
    try {
      return { body: secureJsonParse.parse(text, { protoAction: 'error', constructorAction: 'error' }) };
    } catch {
      return void this.refuseBody('FST_ERR_CTP_INVALID_JSON_BODY', 400);
    }
  }

  /** The body checked against its contract schema: the API's 400 naming each field, or the parsed value. */
  validate<T>(schema: ZodType<T>, body: unknown): T | undefined {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    // The same issues, in the form the API's validator hands its error handler.
    const errors = validationErrors(
      parsed.error.issues.map((issue) => ({
        instancePath: `/${issue.path.join('/')}`,
        message: issue.message,
      })),
    );
    this.json(400, Object.values(errors)[0] ?? 'Invalid request', { errors });
    return undefined;
  }

  /** A body that could not be taken: the client may still be sending it, so the connection closes after. */
  private refuseBody(codeOrMessage: string, status: number): void {
    this.json(status, FASTIFY_MESSAGES[codeOrMessage] ?? codeOrMessage, null, ['connection', 'close']);
  }
}

/** The request's body, or 'too large' past `limit` bytes (what is left is not read), or the stream's error. */
function readAtMost(req: IncomingMessage, limit: number): Promise<Buffer | 'too large' | Error> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const done = (outcome: Buffer | 'too large' | Error) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return done('too large');
      chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received));
    const onError = (error: Error) => done(error);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * The light routes of an app: `route` registers one with Fastify and here, `serverFactory` makes
 * the server Fastify would, whose requests for those paths go to the handler first. Until
 * `configure` (or once shutdown begins) every request goes to Fastify.
 */
export class LightPath {
  private readonly routes: LightRoute[] = [];
  private settings: Context | null = null;

  configure(settings: LightSettings): void {
    const fixedHeaders = Object.entries(settings.securityHeaders).flat();
    // No cache keeps an answer, and the app's CORS as @fastify/cors gives it to every other route.
    fixedHeaders.push(
      'cache-control',
      'no-store',
      'vary',
      'origin',
      'access-control-expose-headers',
      'x-request-id',
    );
    this.settings = { ...settings, fixedHeaders };
  }

  /**
   * Serves `url` (a static path, or one whose last segment is a parameter: `/l/:code`) with
   * `handler`, on the light path and as a Fastify route calling the same handler (hijacked: it
   * writes the raw response itself, and reads the raw body, which Fastify leaves unread).
   */
  route(app: FastifyInstance, options: { method: 'GET' | 'POST'; url: string; handler: LightHandler }): void {
    const { method, url, handler } = options;
    if (app.prefix !== '') throw new Error(`light route ${url} registered under the prefix ${app.prefix}`);
    const colon = url.indexOf(':');
    const prefix = colon === -1 ? url : url.slice(0, colon);
    const param = colon === -1 ? null : url.slice(colon + 1);
    if (!prefix.endsWith('/') && param !== null)
      throw new Error(`light route ${url}: a parameter is a whole segment`);
    if (param !== null && !/^\w+$/.test(param)) throw new Error(`light route ${url}: one parameter, last`);
    const route: LightRoute = {
      methods: new Set(method === 'GET' ? ['GET', 'HEAD'] : [method]),
      prefix,
      param,
      handler,
    };
    this.routes.push(route);
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const serveVia =
        (paramOf: (params: Record<string, string>) => Record<string, string>) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          reply.hijack();
          const params = paramOf(request.params as Record<string, string>);
          await this.serve(route, request.raw, reply.raw, request.ip, request.id, params);
        };
      // Counted by the handler itself (countRequest), on either path.
      const options = { schema: { hide: true }, config: { rateLimit: false as const } };
      scope.route({ method, url, ...options, handler: serveVia((params) => params) });
      // Every other path under a parameter's prefix (a longer one, more segments) is the route's
      // too: its handler refuses what is not a parameter (a link's 404), where the web app's
      // fallback would answer 200 with the app.
      if (param !== null) {
        scope.route({
          method,
          url: `${prefix}*`,
          ...options,
          handler: serveVia((params) => ({ [param]: params['*'] ?? '' })),
        });
      }
    });
  }

  /** Fastify's serverFactory: the HTTP/1 server Fastify makes, offering each request to the light routes first. */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerTimeouts & { http?: ServerOptions };
    const server = createServer(options.http ?? {}, (req, res) => {
      const settings = this.settings;
      const found = settings && !settings.isClosing() ? this.match(req) : null;
      if (!found || !settings) return handler(req, res);
      let ip: string;
      try {
        ip = settings.clientAddress(req);
      } catch {
        return handler(req, res);
      }
      void this.serve(found.route, req, res, ip, requestIdOf(req.headers), found.params);
    });
    // As Fastify sets its own server (lib/server.js), from its options with their defaults applied.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };

  private match(req: IncomingMessage): { route: LightRoute; params: Record<string, string> } | null {
    const url = req.url ?? '';
    const method = req.method ?? '';
    for (const route of this.routes) {
      if (!route.methods.has(method) || !url.startsWith(route.prefix)) continue;
      const query = url.indexOf('?', route.prefix.length);
      const rest = url.slice(route.prefix.length, query === -1 ? undefined : query);
      if (route.param === null) {
        if (rest === '') return { route, params: {} };
        continue;
      }
      // Anything find-my-way would read differently (an encoded character, a longer path) is Fastify's.
      if (rest === '' || rest.length > MAX_PARAM_LENGTH || /[/%#;]/.test(rest)) continue;
      return { route, params: { [route.param]: rest } };
    }
    return null;
  }

  private async serve(
    route: LightRoute,
    req: IncomingMessage,
    res: ServerResponse,
    ip: string,
    requestId: string,
    params: Record<string, string>,
  ): Promise<void> {
    const settings = this.settings;
    if (!settings) throw new Error('the light path is not configured');
    const call = new LightCall(req, res, ip, requestId, params, settings);
    try {
      if (await call.countRequest()) await route.handler(call);
    } catch (error) {
      call.fail(error);
    }
  }
}
