import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Threads keep each file isolated; the root config turns isolation off for forks only.
    pool: 'threads',
    // Room for setup.ts's 5 s waits when CI's cores are busy.
    testTimeout: 15_000,
  },
});
