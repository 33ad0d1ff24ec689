import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('runs jitless once this module has loaded, without importing zod itself', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
