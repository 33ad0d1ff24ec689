import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. The server's API suites run a second time against real
// PostgreSQL and Redis when CI (or you) provide them.
const realServers = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-pg', env: { TEST_TARGET: 'pg' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine is one test file at a time;
    // the main process has little to do while the workers run.
    maxWorkers: availableParallelism(),
    // Files in the forks pool share a worker's loaded modules. Vitest 3 reads this from the root
    // config only (a project's own `isolate` is ignored by the forks pool). The server's test
    // files build their own apps and databases and leave no global state behind; importing the
    // app afresh per file cost more than half of the server suites' time (347 s against 145 s
    // embedded, on 2 cores). The web project runs in threads, which keep isolation: jsdom, i18n
    // and query caches would leak between its files.
    poolOptions: { forks: { isolate: false } },
    projects: [
      'packages/contracts',
      'packages/tracker',
      'packages/import-graph',
      'apps/web',
      'apps/server',
      ...realServers,
    ],
  },
});
