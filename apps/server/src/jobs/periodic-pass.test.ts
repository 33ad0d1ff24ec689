import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicPass } from './periodic-pass.js';

const log = { debug: vi.fn(), error: vi.fn() };
const deps = { log } as unknown as Parameters<typeof startPeriodicPass>[0];

describe('periodic pass', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs first after firstAfterMs, then everyMs after each pass, and keeps going after a failure', async () => {
    const pass = vi.fn().mockRejectedValueOnce(new Error('source down')).mockResolvedValue({ done: 1 });
    const job = startPeriodicPass(deps, 'test', pass, { everyMs: 1_000, firstAfterMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'test pass failed',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the pass running', async () => {
    let finish: () => void = () => {};
    const pass = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const job = startPeriodicPass(deps, 'test', pass, { everyMs: 1_000, firstAfterMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('wake runs the pass at once, and once more after a pass that was running when it came', async () => {
    let finish: () => void = () => {};
    const pass = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const job = startPeriodicPass(deps, 'test', pass, { everyMs: 60_000, firstAfterMs: 60_000 });
    job.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    // Two nudges while it runs make one more pass, right after it.
    job.wake();
    job.wake();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(3);
    finish();
    await job.stop();
    job.wake();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });
});
