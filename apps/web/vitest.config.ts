import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Files that run index.html's own first script, which changes the window itself (its document
 * head, timers, paint timing) and starts loads the test window cannot make: a window of their own.
 */
export const OWN_WINDOW = ['src/index-html.test.ts', 'src/theme/display-preferences.test.ts'];

export const shared = {
  plugins: [react()],
  resolve: { conditions: ['source'] },
};

// happy-dom, not jsdom: the same tests in 98 s against 115 s (CPU 180 s against 212 s) on a 2-core
// machine. Files share a worker's modules (isolate: false): importing React, Testing Library and
// i18next afresh for each file was most of the work (131 CPU s against 52 s). setup.ts unmounts,
// unstubs and signs out after every test, so a file starts from what the one before left clean.
export default defineProject({
  ...shared,
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: OWN_WINDOW,
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Room for setup.ts's 5 s waits when CI's cores are busy.
    testTimeout: 15_000,
  },
});
