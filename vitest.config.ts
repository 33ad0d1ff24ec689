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
