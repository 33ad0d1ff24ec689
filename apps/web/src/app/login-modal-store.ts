import { create } from 'zustand';

export type LoginModalStep = 'email' | 'code' | 'profile';

type OpenLoginModalOptions = {
  /** Prefills the email, e.g. the invited address on the invitation page. */
  email?: string;
  /** 'profile' reopens a signed-in user's unfinished onboarding. */
  step?: Extract<LoginModalStep, 'email' | 'profile'>;
  /** An invitee joins an existing organisation, so sign-in ends without the profile step. */
  isProfileStepSkipped?: boolean;
};

type LoginModalState = {
  isOpen: boolean;
  email: string;
  initialStep: Extract<LoginModalStep, 'email' | 'profile'>;
  isProfileStepSkipped: boolean;
  open: (options?: OpenLoginModalOptions) => void;
  close: () => void;
};

export const useLoginModalStore = create<LoginModalState>()((set, get) => ({
  isOpen: false,
  email: '',
  initialStep: 'email',
  isProfileStepSkipped: false,
  open: ({ email = '', step = 'email', isProfileStepSkipped = false } = {}) => {
    // Opening an open modal would throw away what the user has typed.
    if (get().isOpen) return;
    set({ isOpen: true, email, initialStep: step, isProfileStepSkipped });
  },
  close: () => set({ isOpen: false }),
}));

export const openLoginModal = (options?: OpenLoginModalOptions): void =>
  useLoginModalStore.getState().open(options);

/**
 * Pages where the modal does not open by itself (spec section 2): the extension's goodbye page, the
 * terms the modal links to, the invitation page, which has its own sign-in prompt, and the
 * documentation, which visitors read before deciding to sign up.
 */
const AUTO_OPEN_EXEMPT_PATHS: readonly string[] = [
  '/insights/extension-uninstall',
  '/auth/terms-and-conditions',
  '/invitations/accept',
  '/apps/documentation',
];

/** Pages below these too: an affiliate ad's join page, which asks a visitor to sign in at its button. */
const AUTO_OPEN_EXEMPT_PREFIXES: readonly string[] = ['/join/'];

export function isAutoOpenExempt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    AUTO_OPEN_EXEMPT_PATHS.includes(path) ||
    AUTO_OPEN_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
