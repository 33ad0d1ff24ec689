import type { Deps } from '../deps.js';

type PeriodicPass = {
  stop(): Promise<void>;
  /** Runs the pass now rather than at its next tick (once more after the running one, if one runs). */
  wake(): void;
};

/**
 * Runs `pass` in-process: once shortly after start, then every `everyMs` after the previous pass
 * ended (a slow pass never overlaps the next). Passes must be safe to run on several instances at
 * once (each claims its rows, or writes with idempotency keys). `stop` cancels the next pass and
 * waits for the one running, so the database closes after it.
 */
export function startPeriodicPass(
  deps: Pick<Deps, 'log'>,
  name: string,
  pass: () => Promise<unknown>,
  { everyMs, firstAfterMs = 60_000 }: { everyMs: number; firstAfterMs?: number },
): PeriodicPass {
  let isStopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let isWoken = false;

  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    // A periodic pass alone must never keep the process alive.
    timer.unref();
  };
  const tick = () => {
    const startedAt = performance.now();
    running = pass()
      .then((outcome) =>
        deps.log.debug({ outcome, ms: Math.round(performance.now() - startedAt) }, `${name} pass done`),
      )
      .catch((err: unknown) => deps.log.error({ err }, `${name} pass failed`))
      .finally(() => {
        running = null;
        if (isStopped) return;
        // Work that arrived while this pass ran may have missed it: one more pass, at once.
        if (isWoken) {
          isWoken = false;
          schedule(0);
        } else schedule(everyMs);
      });
  };
  schedule(firstAfterMs);

  return {
    wake() {
      if (isStopped) return;
      if (running) {
        isWoken = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
