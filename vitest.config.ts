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
    // Two test files per core: much of a file's time is spent waiting (on PostgreSQL, Redis, a
    // child process, a timer), when the other file of its core runs. On 2 cores the whole run took
    // 311 s with 2 workers, 278 s with 3, 243 s with 4 and 253 s with 6.
    maxWorkers: availableParallelism() * 2,
    projects: [
      'packages/contracts',
      'packages/tracker',
      'packages/import-graph',
      'apps/web',
      'apps/web/vitest.own-window.config.ts',
      'apps/server',
      ...realServers,
    ],
  },
});
