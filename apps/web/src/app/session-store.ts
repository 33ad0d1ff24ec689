import type { TMeData, TMyOrganization, TOrganization, TUser } from '@creatorscope/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearToken, getToken, setToken } from '../lib/api/session';

/** The signed-in user; `language` arrives with /auth/me, not with the sign-in answer. */
type SessionUser = TUser & { language?: string };

/**
 * The current organisation. /auth/me adds the user's place in it (permission, role); the
 * onboarding answer does not, until /auth/me has been asked again.
 */
export type SessionOrg = TOrganization & Partial<Pick<TMyOrganization, 'permission' | 'role' | 'isCurrent'>>;

type SessionData = {
  /** The bearer token, or false when signed out (spec section 3). Stored by lib/api/session. */
  token: string | false;
  user: SessionUser | null;
  org: SessionOrg | null;
  organizations: TMyOrganization[];
  /**
   * Whether the browser extension answered the token hand-off (spec section 7); null until it has
   * been asked this session, so that nothing claims it is missing before it could answer.
   */
  extensionInstalled: boolean | null;
};

type SessionActions = {
  /** After a code check or Google sign-in: keeps the token and the user. */
  signIn: (token: string, user: TUser) => void;
  /** Hydrates user and organisations from /auth/me or /auth/switch-org. */
  setMe: (me: TMeData) => void;
  /** After onboarding: the new organisation, and the user's organisation fields to match. */
  setOrg: (org: SessionOrg) => void;
  setUser: (user: SessionUser) => void;
  setExtensionInstalled: (isInstalled: boolean) => void;
  /** Signs out locally: token, user, organisations and everything derived from them. */
  clearSession: () => void;
};

type SessionState = SessionData & SessionActions;

/** The key of the persisted user part (spec section 3: user part persisted locally). */
const SESSION_STORAGE_KEY = 'creatorscope-session';

const SIGNED_OUT: Omit<SessionData, 'token'> = {
  user: null,
  org: null,
  organizations: [],
  extensionInstalled: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      token: getToken() || false,
      signIn: (token, user) => {
        setToken(token);
        set({ token, user });
      },
      setMe: ({ user, org, organizations }) => set({ user, org, organizations }),
      setOrg: (org) =>
        set((state) => ({
          org,
          user: state.user
            ? { ...state.user, organization_id: org._id, organization_name: org.name }
            : state.user,
        })),
      setUser: (user) => set({ user }),
      setExtensionInstalled: (extensionInstalled) => set({ extensionInstalled }),
      clearSession: () => {
        clearToken();
        set({ ...SIGNED_OUT, token: false });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The token has its own key, written by lib/api/session; only the user part is kept here.
      partialize: ({ user, org }) => ({ user, org }),
      // A user left over from a session whose token is gone (signed out in another tab) is dropped.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<SessionData, 'user' | 'org'>>;
        return current.token ? { ...current, user: saved.user ?? null, org: saved.org ?? null } : current;
      },
    },
  ),
);

/** Reads the session outside React (event handlers, query functions). */
export const getSession = (): SessionState => useSessionStore.getState();

/** True when a user is signed in (spec section 6: a user with _id sees the profile menu). */
export const useIsSignedIn = (): boolean =>
  useSessionStore((state) => Boolean(state.token && state.user?._id));

/** The current organisation's id, or null before onboarding and when signed out. */
export const useCurrentOrgId = (): string | null => useSessionStore((state) => state.org?._id ?? null);
