import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { executeNamed } from './client.js';

describe('executeNamed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.deps.db.execute(sql`create table named_probe (n int not null)`);
  });
  afterAll(async () => {
    await app?.close();
  });

  const add = (db: Parameters<typeof executeNamed>[0], n: number) =>
    executeNamed<{ n: number }>(
      db,
      'test_named_probe_add',
      sql`insert into named_probe (n) values (${n}) returning n`,
    );
  const total = async () => {
    const result = (await app.deps.db.execute(
      sql`select coalesce(sum(n), 0)::int as sum from named_probe`,
    )) as {
      rows: { sum: number }[];
    };
    return result.rows[0]?.sum;
  };

  it('runs in a transaction and outside one, answers its rows, and outlives a rolled-back transaction', async () => {
    const { db } = app.deps;
    // Parsed for the first time inside a transaction that is then rolled back.
    await expect(
      db.transaction(async (tx) => {
        expect((await add(tx, 1)).rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await total()).toBe(0);
    await db.transaction(async (tx) => {
      await add(tx, 2);
      await add(tx, 3);
    });
    expect((await add(db, 4)).rows).toEqual([{ n: 4 }]);
    expect(await total()).toBe(9);
  });

  it('refuses a name given to another text, and a text given another name', async () => {
    const { db } = app.deps;
    await add(db, 0);
    await expect(
      executeNamed(db, 'test_named_probe_add', sql`insert into named_probe (n) values (${5})`),
    ).rejects.toThrow('statement test_named_probe_add is named twice with different texts');
    await expect(
      executeNamed(db, 'test_named_probe_other', sql`insert into named_probe (n) values (${5}) returning n`),
    ).rejects.toThrow('statement test_named_probe_other repeats statement test_named_probe_add');
  });
});
