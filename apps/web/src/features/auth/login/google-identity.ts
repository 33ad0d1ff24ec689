/**
 * Google Identity Services (the 'Sign in with Google' button). The script loads only when the
 * server has a Google client id; its credential is an ID token that /auth/login-google verifies.
 */

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential?: string };

export type GoogleButtonOptions = {
  type: 'standard';
  theme: 'outline' | 'filled_black';
  size: 'large';
  text: 'signin_with' | 'signup_with';
  shape: 'rectangular';
  logo_alignment: 'center';
  /** Pixels, at most 400. */
  width: number;
  locale: string;
};

export type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode: 'popup';
    cancel_on_tap_outside: boolean;
  }) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
};

type GoogleGlobal = { google?: { accounts?: { id?: GoogleAccountsId } } };

const readAccountsId = (): GoogleAccountsId | undefined => (window as GoogleGlobal).google?.accounts?.id;

let loading: Promise<GoogleAccountsId> | undefined;

/** Adds the script once and resolves with `google.accounts.id`; a failure may be retried later. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const loaded = readAccountsId();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const accountsId = readAccountsId();
      if (accountsId) resolve(accountsId);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

let initializedClientId: string | undefined;
let onCredential: ((idToken: string) => void) | undefined;

/**
 * Initialises once per client id (Google warns about repeats) and routes credentials to the
 * button that is on screen now.
 */
export function prepareGoogleIdentity(
  accountsId: GoogleAccountsId,
  clientId: string,
  handleCredential: (idToken: string) => void,
): void {
  onCredential = handleCredential;
  if (initializedClientId === clientId) return;
  initializedClientId = clientId;
  accountsId.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    cancel_on_tap_outside: true,
    callback: (response) => {
      if (response.credential) onCredential?.(response.credential);
    },
  });
}
