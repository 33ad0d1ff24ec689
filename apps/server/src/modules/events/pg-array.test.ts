import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { arrayLiteral, bare, pgText, quoted, quotedJson } from './pg-array.js';

type Rows<T> = { rows: T[] };

describe('array literals for the writer’s unnest statements', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const texts = [
    '',
    'NULL',
    'null',
    ' spaced out ',
    'a,b',
    '{braces}',
    'say "hi"',
    'back\\slash',
    'trailing\\',
    '\\"',
    'tab\tnew\nline',
    'emoji 🎉 and हिन्दी',
    'nul\0byte',
    'half \ud83d an emoji',
    'other half \ude00',
  ];

  it('brings every text back as it was sent, save NUL characters and halves of emoji that PostgreSQL cannot hold', async () => {
    const elements = [...texts.map(quoted), quoted(null), bare(null)];
    const result = (await app.deps.db.execute(sql`
      select v from unnest(${arrayLiteral(elements)}::text[]) with ordinality as u(v, n) order by n`)) as unknown as Rows<{
      v: string | null;
    }>;
    expect(result.rows.map((r) => r.v)).toEqual([...texts.map(pgText), null, null]);
    expect(pgText('nul\0byte')).toBe('nulbyte');
    expect(pgText('half \ud83d an emoji')).toBe('half \ufffd an emoji');
    expect(pgText('emoji 🎉')).toBe('emoji 🎉');
  });

  it('brings uuids, moments, whole numbers and JSON back, JSON without what jsonb refuses', async () => {
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const at = new Date(Date.UTC(2031, 0, 5, 9, 30, 15, 123));
    const props = { 'say "hi"': 'back\\slash', n: 42, b: true, z: null, 'k\0': 'v\0', e: 'x\ud83d' };
    const result = (await app.deps.db.execute(sql`
      select u.id::text as id, u.at, u.n::text as n, u.j
      from unnest(${arrayLiteral([bare(id), bare(null)])}::uuid[], ${arrayLiteral([bare(at.toISOString()), bare(null)])}::timestamptz[],
        ${arrayLiteral([bare(9_007_199_254_740_991), bare(null)])}::bigint[], ${arrayLiteral([quotedJson(props), quotedJson(null)])}::jsonb[])
        with ordinality as u(id, at, n, j, ord)
      order by ord`)) as unknown as Rows<{
      id: string | null;
      at: string | Date | null;
      n: string | null;
      j: unknown;
    }>;
    const [row, empty] = result.rows;
    expect(row?.id).toBe(id);
    expect(new Date(row?.at as string).getTime()).toBe(at.getTime());
    expect(row?.n).toBe('9007199254740991');
    expect(row?.j).toEqual({ 'say "hi"': 'back\\slash', n: 42, b: true, z: null, k: 'v', e: 'x\ufffd' });
    expect(empty).toEqual({ id: null, at: null, n: null, j: null });
  });
});
