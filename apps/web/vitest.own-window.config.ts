import { defineProject } from 'vitest/config';
import { OWN_WINDOW, shared } from './vitest.config';

/** The web tests that need a window of their own (vitest.config.ts's OWN_WINDOW). */
export default defineProject({
  ...shared,
  test: {
    name: 'web-own-window',
    environment: 'happy-dom',
    include: OWN_WINDOW,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
