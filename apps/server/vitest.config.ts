import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied by each test app (PGlite and PostgreSQL templates).
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share a worker's loaded modules: each builds its own apps and databases and
    // leaves no global state behind, and importing the app afresh per file cost more than half
    // of the server suites' time (347 s against 145 s for the embedded project on 2 cores).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
