import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createMail } from './adapters/mail/index.js';
import { createPayments } from './adapters/payments/index.js';
import { createPubSub } from './adapters/pubsub/index.js';
import { createSocialData } from './adapters/social-data/index.js';
import type { Config } from './config.js';
import { type OpenOptions, openDatabase } from './db/client.js';
import type { Deps } from './deps.js';
import type { Access } from './http/access.js';
import { errorHandlerPlugin } from './http/error-handler.js';
import { tooManyRequests } from './http/errors.js';
import { globalRateLimit } from './http/global-rate-limit.js';
import { guardsPlugin } from './http/guards.js';
import { clientAddressOf, LightPath, requestIdOf, trustProxyOption } from './http/light-path.js';
import { openApiPlugin } from './http/openapi.js';
import { sharedRateLimitStore } from './http/rate-limit-store.js';
import { securityHeaderOptions, securityHeaderSets, securityHeadersPlugin } from './http/security-headers.js';
import { webAppPlugin } from './http/web-app.js';
import { startPeriodicPass } from './jobs/periodic-pass.js';
import { BoundedLogStream } from './log-stream.js';
import { SessionStore } from './modules/auth/index.js';
import { createEventWriter } from './modules/events/index.js';
import { MODULES } from './modules/index.js';
import {
  ensureSyntheticIndex,
  ensureSyntheticIndexApart,
  sourceBudgetPlugin,
  syntheticSeedOf,
} from './modules/insights/index.js';
import { MembershipStore } from './modules/org/index.js';
import { registerPaymentPurposes } from './modules/payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Which module declared each route (the README's route table is made from it). */
    routeModules: { method: string; url: string; module: string; access: Access | undefined }[];
  }
}

/**
 * Builds the whole server from a config object; tests build it in-process and call it with
 * `inject`. Order matters: outside concerns first, then guards, then the modules' routes.
 */
export type BuildOptions = OpenOptions & {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Tests that run several instances as one deployment give them the same Redis prefix. */
  redisPrefix?: string;
};

export async function buildApp(config: Config, open: BuildOptions = {}): Promise<FastifyInstance> {
  // The redirect and the tracker's events are answered before the plugin chain (http/light-path.ts).
  const lightPath = new LightPath();
  // Logging never waits for stdout: a stalled reader costs dropped lines, counted (log-stream.ts).
  const stdoutLog = open.logStream ? null : new BoundedLogStream(process.stdout);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: stdoutLog ?? open.logStream,
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    genReqId: (req) => requestIdOf(req.headers),
    // A request that arrives while we shut down gets a clean 503 instead of a reset, and idle
    // keep-alive connections are closed as the shutdown begins (busy ones after their answer).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    serverFactory: lightPath.serverFactory,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (stdoutLog) {
    stdoutLog.onDrained = (dropped) =>
      app.log.warn({ droppedLogLines: dropped }, 'log lines dropped while stdout was not read');
  }

  // The synthetic discovery index is written at first start (seconds; skipped once written), in a
  // process of its own when the database can be shared with one.
  const writtenApart = await ensureSyntheticIndexApart(config);
  const database = await openDatabase(config, open);
  // One prefix per app instance keeps parallel test runs apart on a shared Redis.
  const redisPrefix =
    open.redisPrefix ?? `creatorscope:${config.NODE_ENV === 'test' ? `${randomUUID()}:` : ''}`;
  const pubsub = createPubSub(config.REDIS_URL, redisPrefix);
  const deps: Deps = {
    config,
    db: database.db,
    pubsub,
    mail: createMail(config, database.db, app.log),
    // The sandbox delivers its signed webhooks to our own endpoint in-process, as Dodo would over HTTP.
    payments: createPayments(config, database.db, async (body, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/dodo',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      if (res.statusCode >= 300)
        app.log.error({ status: res.statusCode }, 'sandbox webhook delivery refused');
    }),
    social: createSocialData(config, { seedOf: (handle) => syntheticSeedOf(database.db, handle) }),
    sessions: new SessionStore(database.db, pubsub),
    memberships: new MembershipStore(database.db, pubsub),
    events: createEventWriter(database.db, database.kind, {
      onError: (err, what) => app.log.error({ err }, `${what} failed`),
    }),
    log: app.log,
    logLinesDropped: () => stdoutLog?.dropped ?? 0,
  };
  app.decorate('deps', deps);
  app.decorate('routeModules', []);
  app.decorate('lightPath', lightPath);
  const index = writtenApart ?? (await ensureSyntheticIndex(deps));
  if (index.written > 0) {
    app.log.info({ creators: index.written, ms: index.ms }, 'synthetic creator index written');
  }

  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
    : undefined;
  app.addHook('onClose', async () => {
    // Requests are done by now; the events they queued are written before the database closes.
    await deps.events.close();
    deps.sessions.close();
    deps.memberships.close();
    await pubsub.close();
    await deps.mail.close();
    await rateLimitRedis?.quit().catch(() => {});
    await database.close();
  });
  // Keep-alive sockets would hold close() open until the client drops them: once shutdown has
  // begun, each response in flight closes its socket behind it.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorHandlerPlugin);
  const securityOptions = securityHeaderOptions(config);
  await app.register(securityHeadersPlugin, securityOptions);
  const origins = new Set([...config.WEB_ORIGINS, config.publicUrl]);
  if (config.EXTENSION_ID) origins.add(`chrome-extension://${config.EXTENSION_ID}`);
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'x-request-id'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
  const rateLimitStore = sharedRateLimitStore(
    rateLimitRedis,
    `${redisPrefix}rl:`,
    config.RATE_LIMIT_WINDOW_MS,
  );
  app.addHook('onClose', async () => rateLimitStore.close());
  // The plugin keeps the routes' own limits; the app-wide one is counted by globalRateLimit.
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    store: rateLimitStore,
    // A Redis outage must not take the API down with it: a route's own limit lets requests pass
    // uncounted until it is back (the global count goes on in memory).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
  const globalLimit = {
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    store: new rateLimitStore(),
  };
  globalRateLimit(app, globalLimit);
  lightPath.configure({
    clientAddress: clientAddressOf(config.TRUST_PROXY),
    origins,
    securityHeaders: securityHeaderSets(securityOptions).api,
    rateLimit: globalLimit,
    log: app.log,
    logsRequests: ['info', 'debug', 'trace'].includes(config.LOG_LEVEL),
    isClosing: () => isClosing,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(sourceBudgetPlugin, { perHour: config.SOCIAL_REFRESHES_PER_ORG_PER_HOUR });

  await app.register(guardsPlugin, { deps });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  registerPaymentPurposes(MODULES.flatMap((module) => module.paymentPurposes?.() ?? []));
  for (const module of MODULES) {
    // A scope per module, so its routes are known by the module that declared them.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          const access = route.config?.access;
          app.routeModules.push({ method, url: route.url, module: module.name, access });
        }
      });
      for (const { plugin, prefix, when } of module.routes()) {
        if (when && !when(config)) continue;
        await scope.register(plugin, { deps, ...(prefix ? { prefix } : {}) });
      }
    });
  }

  await app.register(webAppPlugin, { webDist: config.WEB_DIST });

  // Tests drive these passes themselves, with the time they want.
  if (config.NODE_ENV !== 'test') {
    const jobs = MODULES.flatMap((module) => module.jobs?.() ?? []);
    const passes = jobs.map((job) =>
      startPeriodicPass(deps, job.name, () => job.run(deps), {
        everyMs: job.everyMs,
        ...(job.firstAfterMs === undefined ? {} : { firstAfterMs: job.firstAfterMs }),
      }),
    );
    const unsubscribes = jobs.flatMap((job, i) => {
      const pass = passes[i];
      return job.wakeOn && pass ? [job.wakeOn(deps, () => pass.wake())] : [];
    });
    app.addHook('preClose', async () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await Promise.all(passes.map((pass) => pass.stop()));
    });
  }
  return app;
}
