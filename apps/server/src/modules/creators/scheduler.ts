import type { Deps } from '../../deps.js';
import { refreshTrackedCreators } from './service/refresh-tracked.js';

const HOUR_MS = 3_600_000;

export type TrackedRefreshScheduler = { stop(): Promise<void> };

/**
 * Runs the daily refresh of tracked creators in-process: a pass shortly after start, then one every
 * hour (each pass only takes trackings not looked at for 24 h, so hourly passes spread the work and
 * retry failures soon). Several instances may run it together: passes claim disjoint rows.
 * `stop` cancels the next pass and waits for the one running, so the database closes after it.
 */
export function startTrackedRefresh(
  deps: Pick<Deps, 'db' | 'social' | 'log' | 'pubsub'>,
  options: { everyMs?: number; firstAfterMs?: number } = {},
): TrackedRefreshScheduler {
  let isStopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    // The scheduler alone must never keep the process alive.
    timer.unref();
  };
  const tick = () => {
    running = refreshTrackedCreators(deps)
      .then((outcome) => {
        if (outcome.refreshed || outcome.failed) deps.log.info(outcome, 'tracked creators refreshed');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'tracked creators refresh pass failed'))
      .finally(() => {
        running = null;
        if (!isStopped) schedule(options.everyMs ?? HOUR_MS);
      });
  };
  schedule(options.firstAfterMs ?? 60_000);

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
