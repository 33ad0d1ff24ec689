import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTheme } from '../../../theme/use-theme';
import { Skeleton } from '../../../ui/Skeleton';
import { loadGoogleIdentity, prepareGoogleIdentity } from './google-identity';

type GoogleButtonProps = {
  clientId: string;
  mode: 'login' | 'register';
  onCredential: (idToken: string) => void;
};

/** Google's own button (it must be), in our theme and language; hidden if its script fails to load. */
export function GoogleButton({ clientId, mode, onCredential }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const { resolvedTheme } = useTheme();
  const { htmlLang } = useLanguage();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    loadGoogleIdentity()
      .then((accountsId) => {
        const parent = container.current;
        if (!isCurrent || !parent) return;
        prepareGoogleIdentity(accountsId, clientId, (idToken) => handler.current(idToken));
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
    };
  }, [clientId, mode, resolvedTheme, htmlLang]);

  if (state === 'failed') return null;
  return (
    <div className="relative flex min-h-10 w-full justify-center">
      {state === 'loading' && <Skeleton className="absolute inset-0 h-10 w-full" />}
      <div ref={container} className="flex w-full max-w-[400px] justify-center" />
    </div>
  );
}
