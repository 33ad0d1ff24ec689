import { useCallback, useRef, useState } from 'react';

/**
 * Wraps a submit so that it runs once at a time (spec section 4: submissions are ignored while
 * one is in progress). The ref guards against a second submit in the same tick, before React has
 * re-rendered the button as busy; `isPending` drives that busy state.
 */
export function useSingleFlight<TArgs extends unknown[]>(task: (...args: TArgs) => Promise<void>) {
  const isRunning = useRef(false);
  const latestTask = useRef(task);
  latestTask.current = task;
  const [isPending, setIsPending] = useState(false);

  const run = useCallback(async (...args: TArgs) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setIsPending(true);
    try {
      await latestTask.current(...args);
    } finally {
      isRunning.current = false;
      setIsPending(false);
    }
  }, []);

  return { run, isPending };
}
