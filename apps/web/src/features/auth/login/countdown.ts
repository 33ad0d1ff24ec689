import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (epoch ms), never negative; 0 without a deadline. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 27 → '0:27', 95 → '1:35': minutes and zero-padded seconds, as 'Resend OTP in 0:27' shows them. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const TICK_MS = 250;

/** Seconds left until `deadline`, re-rendering as it counts down and stopping at 0. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    if (secondsUntil(deadline, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(deadline, current) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline, now);
}
