import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import * as schema from './schema.js';

// Every type drizzle's driver keeps as text, with the types around them, in the two row modes
// (db.execute reads objects, a select reads arrays).
const EVERY_TYPE = sql`select
  timestamp '2026-01-02 03:04:05.678' as ts, timestamptz '2026-01-02 03:04:05.678+02' as tstz,
  date '2026-01-02' as d, interval '1 day 02:03:04' as iv, 12.50::numeric as n,
  array[1.5, 2.25]::numeric[] as na, array[timestamp '2026-01-02 03:04:05']::timestamp[] as tsa,
  array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as tstza,
  array[interval '2 hours']::interval[] as iva, array[date '2026-01-02']::date[] as da,
  array[1, 2]::int[] as ia, 42::int8 as big, '{"a": 1}'::jsonb as j, true as b, null::text as nothing`;

describe('PGlite client', () => {
  let plain: PGlite;
  let opened: Database;
  // Two databases start here (PGlite's initdb and the migrations): slow on a busy machine.
  beforeAll(async () => {
    plain = await PGlite.create();
    opened = await openDatabase({
      database: { kind: 'pglite-memory' },
      DATABASE_POOL_MAX: 1,
      DATABASE_STATEMENT_TIMEOUT_MS: 1000,
      DATABASE_CONNECT_TIMEOUT_MS: 1000,
    });
  });
  afterAll(async () => {
    await plain?.close();
    await opened?.close();
  });

  it('parses every value as drizzle on a bare PGlite does, in and out of transactions', async () => {
    const { db } = opened;
    const bare = drizzle(plain, { schema }) as unknown as typeof db;
    const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const read = async (d: typeof db) => ({
      rows: rowsOf(await d.execute(EVERY_TYPE)),
      inTransaction: await d.transaction(async (tx) => rowsOf(await tx.execute(EVERY_TYPE))),
    });
    const expected = await read(bare);
    expect(expected.rows[0]).toMatchObject({ ts: '2026-01-02 03:04:05.678', d: '2026-01-02', ia: [1, 2] });
    expect(await read(db)).toEqual(expected);
  });
});
