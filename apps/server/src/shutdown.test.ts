import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAdLink, TAffiliateAd } from '@creatorscope/contracts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { events } from './modules/events/tables.js';
import { buildTestApp, call, createTestUser, testTarget } from './test/app.js';

/*
 * Issue #42: the server as production runs it, a process of its own whose stdout something else
 * reads, stops within its grace period on SIGTERM whatever happened to that reader, keeps serving
 * meanwhile, and commits every click it answered. Each case starts the server on an embedded
 * database in a temp dir (the clicks are read back from it once the process is gone), logging
 * every request, with a short grace period.
 */

const GRACE_MS = 2_000;
/** Generous: the machine running the tests may be busy; a server blocked on its log never answers. */
const REQUEST_TIMEOUT_MS = 8_000;
/** Signal delivery and the process's teardown, on a loaded 2-core machine. */
const EXIT_SLACK_MS = 1_000;

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(serverDir, '../..');
const BUILT = join(serverDir, 'dist/main.js');

/** The newest file under `path` (test files aside: the build leaves them out). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/**
 * How to start the server. `npm test` builds before the tests run (scripts/check.mjs), so there it
 * is the built dist/main.js, as the issue asks. A developer running Vitest alone may have no
 * build or one older than the source: building the contracts and the server would take a minute,
 * so then the source runs through tsx as `npm run dev` does, the same code less tsc's type erasure.
 */
function serverCommand(): string[] {
  const contracts = join(root, 'packages/contracts');
  const builtAt = Math.min(newest(BUILT), newest(join(contracts, 'dist/index.js')));
  const sources = [join(serverDir, 'src'), join(serverDir, 'drizzle'), join(contracts, 'src')];
  const isFresh = builtAt > 0 && sources.every((dir) => newest(dir) < builtAt);
  return isFresh ? [BUILT] : ['--import', 'tsx', '--conditions=source', join(serverDir, 'src/main.ts')];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

type Server = { child: ChildProcess; base: string; stderr: () => string };

/** The server on `dataDir`, its stdout given to `stdout`, once it answers /health. */
async function startServer(dataDir: string, stdout: number | Socket | 'pipe'): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: serverDir,
    stdio: ['ignore', stdout, 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Every request logs a line (two for those Fastify answers).
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SOCIAL_DATA_CREATORS: '0',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`);
    const ok = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, base, stderr: () => stderr };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${stderr}`);
}

type Load = { clickIds: string[]; answered: number; failed: number };

/** A path whose request line is about 8 KB of log. */
// Under /api, where an unknown path is a 404 whether or not the web app (whose fallback answers 200) is built.
const LONG_PATH = `/api/nowhere/${'x'.repeat(8_000)}`;

/**
 * Requests from `concurrency` clients for at least `ms` and until the long-path requests answered
 * made `logKb` of log: clicks on the link (302, their click ids kept) and 404s with a long path,
 * whose request lines fill the log (more than a pipe's or a socket's buffers hold); without
 * `code`, only the 404s. A request not answered within REQUEST_TIMEOUT_MS counts as failed: a
 * server blocked on its log answers none.
 */
async function load(
  base: string,
  code: string | null,
  { ms, logKb }: { ms: number; logKb: number },
  concurrency = 4,
): Promise<Load> {
  const result: Load = { clickIds: [], answered: 0, failed: 0 };
  let longAnswered = 0;
  const until = Date.now() + ms;
  const isDone = () => Date.now() >= until && longAnswered * 8 >= logKb;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let i = 0; !isDone() && result.failed === 0; i++) {
        const isClick = code !== null && (i + client) % 2 === 0;
        let res: Response;
        try {
          res = await fetch(`${base}${isClick ? `/l/${code}` : LONG_PATH}`, {
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          await res.arrayBuffer();
        } catch {
          result.failed++;
          continue;
        }
        result.answered++;
        expect(res.status).toBe(isClick ? 302 : 404);
        if (isClick) result.clickIds.push(clickIdOf(res));
        else longAnswered++;
      }
    }),
  );
  return result;
}

const clickIdOf = (res: Response) =>
  new URL(res.headers.get('location') ?? '').searchParams.get('cs_ref') ?? '';

/**
 * SIGTERM with clicks in flight: how long the process took to exit, how, and the clicks it
 * answered 302 (in flight ones answer that, or 503, or drop the connection once closed).
 */
async function terminate(server: Server, code: string) {
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    server.child.once('exit', (exitCode, signal) => resolve({ code: exitCode, signal, at: Date.now() })),
  );
  const inFlight = Array.from({ length: 4 }, () =>
    fetch(`${server.base}/l/${code}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) }).then(
      (res) => (res.status === 302 ? clickIdOf(res) : null),
      () => null,
    ),
  );
  const sentAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await Promise.race([
    exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), GRACE_MS + 10_000)),
  ]);
  if (!exit) server.child.kill('SIGKILL');
  const answered = (await Promise.all(inFlight)).filter((id): id is string => id !== null);
  return { exit, ms: exit ? exit.at - sentAt : Number.POSITIVE_INFINITY, inFlightClickIds: answered };
}

/** RSS of a process in kB, from /proc. */
function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? Number.NaN);
}

/** An active ad with a publisher's link on it, made through the API: the link's code. */
async function joinedLink(app: FastifyInstance): Promise<string> {
  const today = new Date(Date.now()).toISOString().slice(0, 10);
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const brand = await createTestUser(app, { plan: 'enterprise' });
  const ad = await call<TAffiliateAd>(
    app,
    '/affliate-ad/create',
    {
      orgId: brand.orgId,
      campaignName: 'Shutdown sale',
      brandName: 'Acme',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: today,
      validity: inAMonth,
      commission_percent_on_conversion: 10,
      conversion_price_cap: 100,
      website_url: 'https://shop.acme.example/sale',
    },
    brand.token,
  );
  expect(ad.statusCode).toBe(201);
  await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad.body.data._id }, brand.token);
  const publisher = await createTestUser(app);
  await call(
    app,
    '/publisher/register',
    {
      name: 'Asha',
      email: 'asha@example.com',
      whatsup_number: '+91 98765-43210',
      publisherType: 'influencer',
    },
    publisher.token,
  );
  const link = await call<TAdLink>(
    app,
    '/affliate-ad/join',
    { publicId: ad.body.data.publicId },
    publisher.token,
  );
  expect(link.statusCode).toBe(201);
  return link.body.data.code;
}

// The process and its log, not the database: the PostgreSQL run would prove nothing more.
describe.skipIf(testTarget === 'pg')('SIGTERM with a stalled log', () => {
  let dataDir: string;
  let code: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'creatorscope-shutdown-'));
    // The run's migrated template on disk, so the server starts without running every migration.
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const seeded = await PGlite.create({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: template,
      extensions: { pg_trgm },
    });
    await seeded.close();
    const app = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      code = await joinedLink(app);
    } finally {
      await app.close();
    }
  }, 60_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Which of `ids` are in the events table, read from the database the server left behind. */
  async function committed(ids: string[]): Promise<Set<string>> {
    const app = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      const rows = await app.deps.db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
      return new Set(rows.map((row) => row.id));
    } finally {
      await app.close();
    }
  }

  const running: ChildProcess[] = [];
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    // A case that failed half-way leaves no server behind holding the database.
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  /** A named pipe, opened for reading and writing by the test, which never reads it. */
  function unreadPipe(name: string): number {
    const path = join(dataDir, name);
    execFileSync('mkfifo', [path]);
    const fd = openSync(path, 'r+');
    cleanups.push(() => closeSync(fd));
    return fd;
  }

  /** Terminates `server` under load and checks how it went: in time, cleanly, every click kept. */
  async function stopsInTimeKeepingClicks(server: Server, answered: string[]) {
    const stopped = await terminate(server, code);
    expect(stopped.exit, server.stderr()).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(GRACE_MS + EXIT_SLACK_MS);
    const ids = [...answered, ...stopped.inFlightClickIds];
    expect(ids.length).toBeGreaterThan(5);
    expect((await committed(ids)).size).toBe(ids.length);
  }

  it('exits within the grace period with every answered click committed, stdout a pipe nobody reads', async () => {
    const server = await startServer(dataDir, unreadPipe('stdout-a.fifo'));
    running.push(server.child);
    const worked = await load(server.base, code, { ms: 1_000, logKb: 800 });
    expect(worked.failed).toBe(0);
    await stopsInTimeKeepingClicks(server, worked.clickIds);
  }, 90_000);

  // The reader that went away while the socket stays open (a hung log shipper): writes are refused
  // (EAGAIN) for good, where pino's synchronous flush at exit used to retry forever. One that closed
  // the socket (EPIPE) is log-stream.test.ts's.
  it('does the same with stdout a socket whose reader stopped reading', async () => {
    const path = join(dataDir, 'stdout.sock');
    const peers: Socket[] = [];
    const reader = createServer((socket) => {
      // Reads nothing: the kernel's buffers fill, then every write is refused.
      socket.pause();
      peers.push(socket);
    });
    await new Promise<void>((resolve) => reader.listen(path, resolve));
    const stdout = connect(path);
    await new Promise((resolve) => stdout.once('connect', resolve));
    cleanups.push(() => {
      for (const peer of peers) peer.destroy();
      stdout.destroy();
      reader.close();
    });
    const server = await startServer(dataDir, stdout);
    running.push(server.child);
    const worked = await load(server.base, code, { ms: 1_000, logKb: 1_200 });
    expect(worked.failed).toBe(0);
    await stopsInTimeKeepingClicks(server, worked.clickIds);
  }, 90_000);

  it('keeps its memory bounded while the log is stalled, dropping and counting lines', async () => {
    const server = await startServer(dataDir, unreadPipe('stdout-c.fifo'));
    running.push(server.child);
    const pid = server.child.pid ?? 0;
    // Fills the pipe and the buffer (1 MiB) in front of it, so every line from here on is dropped.
    await load(server.base, null, { ms: 500, logKb: 1_400 });
    const before = rssKb(pid);
    let peakKb = before;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, rssKb(pid));
    }, 100);
    const stalled = await load(server.base, null, { ms: 1_000, logKb: 2_000 }).finally(() =>
      clearInterval(sampler),
    );
    expect(stalled.failed).toBe(0);
    const health = await fetch(`${server.base}/health`).then((res) => res.json());
    expect(health.data.logLinesDropped).toBeGreaterThan(0);
    // A coarse ceiling only: the process's RSS swings by tens of MB with the JIT and the heap's
    // growth (61 MB once on a loaded machine), so the byte bound itself is proven by
    // log-stream.test.ts; here, that the running server drops and counts instead of queueing.
    expect(peakKb - before).toBeLessThan(128_000);
    const stopped = await terminate(server, code);
    expect(stopped.ms).toBeLessThan(GRACE_MS + EXIT_SLACK_MS);
  }, 90_000);
});
