import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccess } from '../http/access.js';
import { DOCS_PREFIX, OPENAPI_PATH } from '../http/openapi.js';
import { buildTestApp } from '../test/app.js';

const README = new URL('../../../../README.md', import.meta.url);
const START = '<!-- route-table:start -->';
const END = '<!-- route-table:end -->';

/** The README's table of every path the modules serve: path → module → access. */
function routeTable(app: FastifyInstance): string {
  const rows = app.routeModules
    // Fastify answers HEAD for every GET by itself; the GET row says it.
    .filter((route) => route.method !== 'HEAD')
    .map(
      (r) =>
        `| \`${r.method} ${r.url}\` | ${r.module} | ${describeAccess(r.access ?? { kind: 'public' }).summary} |`,
    )
    .sort();
  return ['| Call | Module (`apps/server/src/modules/…`) | Access |', '| --- | --- | --- |', ...rows].join(
    '\n',
  );
}

describe('modules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('declare every /api route the guard knows but the API documentation, each under one module', () => {
    const declared = app.routeModules.map((r) => `${r.method} ${r.url}`);
    const guarded = app.accessTable
      .filter((r) => r.url !== OPENAPI_PATH && !r.url.startsWith(DOCS_PREFIX))
      .map((r) => `${r.method} ${r.url}`);
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of guarded) expect(declared).toContain(route);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("keep the README's route table current", () => {
    const readme = readFileSync(README, 'utf8');
    const table = `${START}\n${routeTable(app)}\n${END}`;
    const current = readme.slice(readme.indexOf(START), readme.indexOf(END) + END.length);
    if (process.env.UPDATE_ROUTE_TABLE === '1' && current !== table) {
      writeFileSync(README, readme.replace(current, table));
      return;
    }
    // Out of date: `UPDATE_ROUTE_TABLE=1 npx vitest run --project server apps/server/src/modules/index.test.ts`
    expect(current).toBe(table);
  });
});
