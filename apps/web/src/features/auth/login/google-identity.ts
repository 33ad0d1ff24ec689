/**
 * Google Identity Services (the 'Sign in with Google' button). The script loads only when the
 * server has a Google client id; its credential is an ID token that /auth/login-google verifies.
 */

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

type GoogleCredentialResponse = { credential?: string };

type GoogleButtonOptions = {
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

type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    /** Ours, from /auth/google-nonce: Google signs it into the ID token. */
    nonce: string;
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

/** An ID token with the nonce of the sign-in attempt it was made for. */
export type GoogleCredential = { idToken: string; nonce: string };

let initialized: { clientId: string; nonce: string } | undefined;
let onCredential: ((credential: GoogleCredential) => void) | undefined;

/**
 * Initialises once per client id and attempt (Google warns about needless repeats; a new nonce
 * needs one) and routes credentials to the button that is on screen now.
 */
export function prepareGoogleIdentity(
  accountsId: GoogleAccountsId,
  clientId: string,
  nonce: string,
  handleCredential: (credential: GoogleCredential) => void,
): void {
  onCredential = handleCredential;
  if (initialized?.clientId === clientId && initialized.nonce === nonce) return;
  initialized = { clientId, nonce };
  accountsId.initialize({
    client_id: clientId,
    nonce,
    ux_mode: 'popup',
    cancel_on_tap_outside: true,
    callback: (response) => {
      if (response.credential) onCredential?.({ idToken: response.credential, nonce });
    },
  });
}
