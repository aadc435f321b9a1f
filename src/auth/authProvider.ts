import type { AuthProvider, UserIdentity } from 'react-admin';
import { isSignInPage, SignInRedirectError, type Session } from './session';

export interface AuthProviderOptions {
  session: Session;
  /** The signed-in user's permissions (the shell reads them from `GET /Idam/User/Permissions`). */
  loadPermissions(): Promise<unknown>;
  /** Path, query and hash of the page shown now. */
  currentPath?: () => string;
}

/**
 * How a rejected check tells react-admin that sign-in is already under way: no notification, no logout and no
 * redirect of its own (the browser is leaving for the identity provider).
 */
const SIGN_IN_UNDER_WAY = { logoutUser: false, redirectTo: false, message: false } as const;

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** react-admin's sign-in on top of the MSAL session; access rules (`canAccess`) are added by the shell. */
export function createAuthProvider({ session, loadPermissions, currentPath = browserPath }: AuthProviderOptions): AuthProvider {
  /** One forced silent renewal; when that fails the browser is sent to sign in. */
  async function renewAfterUnauthorized(): Promise<void> {
    try {
      await session.getAccessToken({ forceRefresh: true });
      return;
    } catch (error) {
      if (!(error instanceof SignInRedirectError)) await session.startSignIn(currentPath());
    }
    return Promise.reject(SIGN_IN_UNDER_WAY);
  }

  return {
    login: () => session.startSignIn(),
    logout: async () => {
      // react-admin also logs out after a failed check; then there is no provider session to end.
      if (session.isSignedIn()) await session.signOut();
      return false;
    },
    checkAuth: async () => {
      if (session.isSignedIn()) return;
      const path = currentPath();
      if (!isSignInPage(path)) await session.startSignIn(path);
      return Promise.reject(SIGN_IN_UNDER_WAY);
    },
    checkError: async (error: unknown) => {
      // 403 is a missing permission, not a lost sign-in: the screen shows its no-access state.
      if (statusOf(error) === 401) return renewAfterUnauthorized();
    },
    getIdentity: async (): Promise<UserIdentity> => {
      const account = session.currentAccount();
      if (!account) throw new Error('Not signed in');
      return { id: account.id, fullName: account.name, avatar: undefined };
    },
    getPermissions: () => loadPermissions(),
  };
}
