import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'import-graph', include: ['src/**/*.test.ts'] },
});
