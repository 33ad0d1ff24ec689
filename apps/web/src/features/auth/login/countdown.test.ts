import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsUntil, useCountdown } from './countdown';

afterEach(() => vi.useRealTimers());

describe('resend countdown', () => {
  it('formats seconds as m:ss', () => {
    expect(formatCountdown(27)).toBe('0:27');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(95)).toBe('1:35');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('rounds a started second up and never goes below zero', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });

  it('counts down to zero once a second and stops there', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const deadline = Date.now() + 30_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(30);

    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(27);

    act(() => vi.advanceTimersByTime(40_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when a new code moves the deadline', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const start = Date.now();
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: start + 5_000 },
    });
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(0);

    rerender({ deadline: Date.now() + 30_000 });
    expect(result.current).toBe(30);
  });
});
