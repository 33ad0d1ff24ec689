import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Show = (message: string, options?: ExternalToast) => void;

let sonner: Sonner | undefined;
const queued: Array<(toast: Sonner) => void> = [];

/**
 * Called once the lazily loaded <Toaster /> has mounted (and subscribed to sonner): shows what
 * was asked for before it had arrived. Sonner drops toasts raised while no Toaster listens.
 */
export function markToasterReady(toast: Sonner): void {
  sonner = toast;
  for (const show of queued.splice(0)) show(toast);
}

function show(kind: 'message' | 'success' | 'error'): Show {
  return (message, options) => {
    const run = (toast: Sonner) => void toast[kind](message, options);
    if (sonner) run(sonner);
    else queued.push(run);
  };
}

/**
 * The toasts of the first screen's own code (session ended, unexpected errors), without sonner in
 * the first download: calls wait for the Toaster that main.tsx loads right after the first render.
 * Code that is itself loaded lazily may import sonner's `toast` directly.
 */
export const toast = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
};
