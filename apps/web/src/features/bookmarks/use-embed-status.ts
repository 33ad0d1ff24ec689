import { type RefObject, useCallback, useEffect, useState } from 'react';

type EmbedStatus = 'loading' | 'ready' | 'failed';

const INSTAGRAM_ORIGIN = 'https://www.instagram.com';
/** After the frame's load event, how long a working embed takes to say hello. */
const AFTER_LOAD_GRACE_MS = 3_000;
/** However slow the network, a preview that has said nothing by then is not coming. */
const GIVE_UP_MS = 15_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether Instagram's embed in `frame` works. A cross-origin frame's load event fires for an
 * error page too, so the sign of life is the message Instagram's embed posts to its parent (its
 * height) once it has rendered. Offline, it fails at once. `retry` loads the frame again.
 */
export function useEmbedStatus(frame: RefObject<HTMLIFrameElement | null>) {
  const [status, setStatus] = useState<EmbedStatus>(() => (isOffline() ? 'failed' : 'loading'));
  const [hasLoaded, setHasLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'loading') return;
    const fail = () => setStatus((now) => (now === 'loading' ? 'failed' : now));
    const onMessage = (event: MessageEvent) => {
      if (event.origin === INSTAGRAM_ORIGIN && event.source === frame.current?.contentWindow) {
        setStatus('ready');
      }
    };
    const timer = setTimeout(fail, hasLoaded ? AFTER_LOAD_GRACE_MS : GIVE_UP_MS);
    window.addEventListener('message', onMessage);
    window.addEventListener('offline', fail);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('offline', fail);
    };
  }, [frame, status, hasLoaded]);

  const onLoad = useCallback(() => setHasLoaded(true), []);
  const retry = useCallback(() => {
    setHasLoaded(false);
    setAttempt((n) => n + 1);
    setStatus(isOffline() ? 'failed' : 'loading');
  }, []);

  return { status, onLoad, retry, attempt };
}
