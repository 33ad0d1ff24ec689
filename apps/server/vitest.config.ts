import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's module cache instead of each importing the app afresh (collecting
    // took more time than the tests). Nothing here keeps state in a module: each file builds its
    // own app on its own database copy.
    isolate: false,
    // One migrated database per run, copied by each test app (PGlite and PostgreSQL templates).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
