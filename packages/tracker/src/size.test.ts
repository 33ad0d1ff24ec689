// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measure } from '../build.mjs';

describe('the built script', () => {
  it('is one file within its gzip budget (1 KB, as the build enforces)', async () => {
    const [script, ...others] = await measure();
    expect(others).toEqual([]);
    expect(script?.name).toBe('t.js');
    expect(script?.budget).toBe(1024);
    expect(script?.gzip).toBeLessThanOrEqual(1024);
  });
});
