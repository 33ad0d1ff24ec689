import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTheme } from '../../../theme/use-theme';
import { Skeleton } from '../../../ui/Skeleton';
import { requestGoogleNonce } from '../api';
import { type GoogleCredential, loadGoogleIdentity, prepareGoogleIdentity } from './google-identity';

type GoogleButtonProps = {
  clientId: string;
  mode: 'login' | 'register';
  onCredential: (credential: GoogleCredential) => void;
};

/** Under the server's ten minutes: a button left open gets a fresh attempt before its nonce dies. */
const NONCE_REFRESH_MS = 9 * 60_000;

/** Google's own button (it must be), in our theme and language; hidden if its script fails to load. */
export function GoogleButton({ clientId, mode, onCredential }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const { resolvedTheme } = useTheme();
  const { htmlLang } = useLanguage();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Each attempt has its own nonce: after a credential (used up) or a while, the button is made again.
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for a new nonce
  useEffect(() => {
    let isCurrent = true;
    const refresh = setTimeout(() => setAttempt((n) => n + 1), NONCE_REFRESH_MS);
    Promise.all([loadGoogleIdentity(), requestGoogleNonce()])
      .then(([accountsId, { nonce }]) => {
        const parent = container.current;
        if (!isCurrent || !parent) return;
        prepareGoogleIdentity(accountsId, clientId, nonce, (credential) => {
          handler.current(credential);
          setAttempt((n) => n + 1);
        });
        parent.replaceChildren();
        accountsId.renderButton(parent, {
          type: 'standard',
          theme: resolvedTheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: mode === 'register' ? 'signup_with' : 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, parent.offsetWidth)),
          locale: htmlLang,
        });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn('[auth] Google sign-in is unavailable', error);
        if (isCurrent) setState('failed');
      });
    return () => {
      isCurrent = false;
      clearTimeout(refresh);
    };
  }, [clientId, mode, resolvedTheme, htmlLang, attempt]);

  if (state === 'failed') return null;
  return (
    <div className="relative flex min-h-10 w-full justify-center">
      {state === 'loading' && <Skeleton className="absolute inset-0 h-10 w-full" />}
      <div ref={container} className="flex w-full max-w-[400px] justify-center" />
    </div>
  );
}
