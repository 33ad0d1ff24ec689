import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: what `db.transaction` hands its callback; a function taking a `Db` takes it too. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: Config['database']['kind'];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tar, which `pgliteTemplate` takes back. */
  dumpDataDir?: () => Promise<Blob>;
};

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Enough for the embedded setup's working set; the operating system's page cache holds the rest. */
const PGLITE_SHARED_BUFFERS = '16MB';
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 0x0c5c09e;

type DatabaseOptions = Pick<
  Config,
  'database' | 'DATABASE_POOL_MAX' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_CONNECT_TIMEOUT_MS'
>;

export type OpenOptions = {
  /**
   * An in-memory database starts as a copy of this data directory (`dumpDataDir`) instead of
   * running initdb and every migration: tests make one migrated template per run.
   */
  pgliteTemplate?: Blob;
};

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions, open: OpenOptions = {}): Promise<Database> {
  const target = options.database;
  if (target.kind === 'postgres') return openPostgres(target.url, options);

  if (target.kind === 'pglite-disk') mkdirSync(target.dir, { recursive: true });
  // Each driver is loaded only where it is used: the embedded server never needs node-postgres,
  // nor a PostgreSQL server PGlite.
  const [pglite, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const { PGlite } = pglite;
  // pg_trgm backs discovery's search indexes (migration 0012); PGlite loads extensions when asked.
  const client = await PGlite.create({
    ...(target.kind === 'pglite-disk' ? { dataDir: target.dir } : {}),
    ...(target.kind === 'pglite-memory' && open.pgliteTemplate ? { loadDataDir: open.pgliteTemplate } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB buffer pool lives in the WASM memory, which never shrinks: filled
    // once (the synthetic universe written at first start does), it stayed resident for good.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(withParsersSetOnce(client, pglite), { schema });
  // A template is a copy of a database migrated by this same code (the tests' one per run): reading
  // and hashing every migration file again to find nothing to do was most of a test app's start.
  if (!(target.kind === 'pglite-memory' && open.pgliteTemplate)) {
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
  }
  return {
    db: db as unknown as Db,
    kind: target.kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The types drizzle's PGlite driver keeps as text (it maps them itself): timestamp, timestamptz,
 * interval, date, and numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231,
  1115,
  1185,
  1187,
  1182,
]);

type QueryOptions = Parameters<PGlite['query']>[2];
type PGliteLib = Pick<typeof import('@electric-sql/pglite'), 'parse' | 'protocol'>;

/** SQL text to statement name, for the statements made with `preparedQuery` and `executeNamed`. */
const statementNames = new Map<string, string>();
const statementTexts = new Map<string, string>();

/** Gives `text` the statement name `name`; a name is one text for good, as the databases require. */
function nameStatement(name: string, text: string): void {
  const knownText = statementTexts.get(name);
  if (knownText === text) return;
  const knownName = statementNames.get(text);
  if (knownName !== undefined) throw new Error(`statement ${name} repeats statement ${knownName}`);
  if (knownText !== undefined) throw new Error(`statement ${name} is named twice with different texts`);
  statementNames.set(text, name);
  statementTexts.set(name, text);
}

/**
 * A hot query built once per database handle, with `sql.placeholder` for its values, and kept
 * parsed and planned by the database: node-postgres prepares a named statement once per
 * connection; on PGlite the client below does the same. Building the query costs more than
 * running it on a warm PGlite, and parsing and planning it again cost more than running it.
 */
export function preparedQuery<Q extends { getQuery(): { sql: string } }>(
  name: string,
  build: (db: Db) => { prepare(name: string): Q },
): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db).prepare(name);
      nameStatement(name, query.getQuery().sql);
      byDb.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * `db.execute(query)` as the named statement `name`, in a transaction too: parsed and planned once
 * per connection instead of on every call (a hot raw statement whose text never changes, its values
 * all parameters). On PGlite that is ~0.4 ms less per statement; the events writer's three
 * statements a batch were most of a small batch's time.
 */
export async function executeNamed<Row>(db: Db | Tx, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  nameStatement(name, built.sql);
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return result as { rows: Row[] };
}

type PreparedOnClient = { paramTypes: number[] };

/**
 * Runs a named statement in one call into PGlite (bind, describe, execute, sync), where its
 * `query` makes six, parses and plans the text each time. The statement is parsed once per client
 * (a statement outlives the transaction it was parsed in, rolled back or not). PGlite's locks are
 * taken as its own `query` takes them: outside a transaction both, so it never runs inside another
 * caller's transaction; inside one (`inTransaction`, whose lock that transaction holds) the
 * query lock only.
 */
async function runNamed<T>(
  { parse, protocol }: PGliteLib,
  client: PGlite,
  prepared: Map<string, PreparedOnClient>,
  statement: { name: string; text: string; inTransaction: boolean },
  params: unknown[] | undefined,
  options: QueryOptions,
): Promise<Results<T>> {
  const { name, text, inTransaction } = statement;
  const run = () =>
    client._runExclusiveQuery(async () => {
      let parsed = prepared.get(name);
      if (!parsed) {
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.parse({ name, text, types: [] }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
        );
        parsed = { paramTypes: parse.parseDescribeStatementResults(messages) };
        prepared.set(name, parsed);
      }
      const { paramTypes } = parsed;
      const values = (params ?? []).map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      const [result] = parse.parseResults(messages, client.parsers, options);
      if (!result) throw new Error(`statement ${name} returned no result`);
      return result as Results<T>;
    });
  return inTransaction ? run() : client._runExclusiveTransaction(run);
}

const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);
type Queryable = { query: PGlite['query'] };

/**
 * drizzle's driver sends those parsers with every query, and PGlite merges them into its table of
 * some 320 parsers on each one (about 150 µs, more than a short query costs inside PGlite, and it
 * was the largest single cost of an API call on the embedded database). They are installed in the
 * client's table once instead and left out of each query, which parses every value as before.
 * A query that brings parsers of other types keeps them.
 */
function withParsersSetOnce(client: PGlite, lib: PGliteLib): PGlite {
  const keepText = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepText;
  const withoutDrizzleParsers = (options: QueryOptions): QueryOptions => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    for (const type of Object.keys(parsers)) if (!DRIZZLE_TEXT_TYPES.has(Number(type))) return options;
    return { ...options, parsers: undefined };
  };
  // Per client: a new client (a test's copy of the template) has none of them yet.
  const prepared = new Map<string, PreparedOnClient>();
  const query =
    (target: Queryable): PGlite['query'] =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const name = statementNames.get(text);
      // Any other target is a transaction of this client's, which holds its transaction lock.
      const statement = name ? { name, text, inTransaction: target !== client } : undefined;
      return statement
        ? runNamed<T>(lib, client, prepared, statement, params, withoutDrizzleParsers(options))
        : target.query<T>(text, params, withoutDrizzleParsers(options));
    };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query(target);
      if (property === 'transaction') {
        const transaction: PGlite['transaction'] = (callback) =>
          target.transaction((tx) =>
            callback(new Proxy(tx, { get: (t, p) => (p === 'query' ? query(t) : Reflect.get(t, p)) })),
          );
        return transaction;
      }
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields, so they run on the client itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.DATABASE_POOL_MAX,
    connectionTimeoutMillis: options.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: options.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.DATABASE_STATEMENT_TIMEOUT_MS * 2,
    application_name: 'creatorscope',
  });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    // Instances starting together take turns; the second finds nothing left to apply.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
