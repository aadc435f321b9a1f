import { AuthError, InteractionRequiredAuthError, type AccountInfo, type AuthenticationResult, type IPublicClientApplication } from '@azure/msal-browser';
import type { BrowserConfig } from '@/shared/browserConfig';
import { LOGIN_PATH, REDIRECT_BRIDGE_PATH, SIGN_IN_RETURN_PATH } from './msal';

/** Browser storage keys, under the product prefix (spec: tokens and flags are kept under a product prefix). */
export const STORAGE_KEYS = {
  wantedPath: 'venue-portal.wantedPath',
  resetting: 'venue-portal.resetting',
  signedIn: 'venue-portal.signedIn',
} as const;

/** Spec: the alert when a silent renewal yields no access token. */
export const LOGGED_OUT_MESSAGE = 'You have been logged out. Trying to login again.';
/** Spec: start-up polls every 100 ms until sign-in is flagged. */
export const SIGN_IN_POLL_MS = 100;

/** Azure AD B2C error codes (the embedded provider answers with the same ones). */
const FORGOT_PASSWORD = 'AADB2C90118';
const RESET_CANCELLED = 'AADB2C90091';

/** The sign-in pages: public (being signed out there is expected) and never the place to return to after signing in. */
const SIGN_IN_PAGES = [SIGN_IN_RETURN_PATH, LOGIN_PATH];

export function isSignInPage(path: string): boolean {
  return SIGN_IN_PAGES.some((page) => path.startsWith(page));
}

export type MsalClient = Pick<
  IPublicClientApplication,
  'handleRedirectPromise' | 'loginRedirect' | 'acquireTokenSilent' | 'acquireTokenRedirect' | 'logoutRedirect' | 'getActiveAccount' | 'setActiveAccount' | 'getAllAccounts'
>;

export interface SessionDependencies {
  msal: MsalClient;
  auth: Pick<BrowserConfig['auth'], 'scopes' | 'resetAuthority' | 'resetQueryParameters'>;
  /** The portal's origin, e.g. `http://localhost:8080`. */
  origin: string;
  /** Moves the app to a path of its own (the router's navigate). */
  navigate(path: string): void;
  alert(message: string): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Path, query and hash of the page shown now. */
  currentPath(): string;
  /** Ends the session on the portal's server (`POST /auth/sign-out` with the access token). */
  endServerSession(accessToken: string): Promise<void>;
  /** The portal's language as a BCP 47 tag: the provider's pages are shown in it (`ui_locales`). */
  uiLocale(): string;
}

/** The signed-in person as the portal shows them; B2C-style tokens leave `account.username` empty. */
export interface CurrentAccount {
  id: string;
  name: string;
  email?: string;
}

export interface Session {
  /** Remembers where to return (when given) and sends the browser to the identity provider. */
  startSignIn(wantedPath?: string): Promise<void>;
  /** Handles the provider's answer on the sign-in return page. */
  completeSignIn(): Promise<void>;
  /** An access token for the API, renewed silently when needed; rejects with `SignInRedirectError` while the browser leaves to sign in. */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  /** Signs out at the provider, which returns the browser to the sign-in page. */
  signOut(): Promise<void>;
  isSignedIn(): boolean;
  currentAccount(): CurrentAccount | undefined;
  /** Resolves once sign-in is flagged. */
  waitForSignIn(): Promise<void>;
}

/** The browser is on its way to the identity provider: the call that needed a token cannot be answered. */
export class SignInRedirectError extends Error {
  constructor() {
    super('Sign-in required: continuing at the sign-in page');
    this.name = 'SignInRedirectError';
  }
}

function errorText(error: unknown): string {
  if (error instanceof AuthError) return error.errorMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Only a path of the portal itself is a place to return to, never another site or a sign-in page. */
function isReturnPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !isSignInPage(path);
}

function claimText(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value ? value : undefined;
}

function describeAccount(account: AccountInfo): CurrentAccount {
  const claims: Record<string, unknown> = account.idTokenClaims ?? {};
  const emails = claims.emails;
  const given = [claimText(claims, 'given_name'), claimText(claims, 'family_name')].filter(Boolean).join(' ');
  return {
    id: claimText(claims, 'oid') ?? claimText(claims, 'sub') ?? account.localAccountId,
    name: claimText(claims, 'name') ?? (given || account.name || account.username),
    email: claimText(claims, 'email') ?? (Array.isArray(emails) && typeof emails[0] === 'string' ? emails[0] : undefined),
  };
}

export function createSession(deps: SessionDependencies): Session {
  const { msal, auth, storage } = deps;
  const bridgeUri = `${deps.origin}${REDIRECT_BRIDGE_PATH}`;
  let leaving: Promise<void> | undefined;

  /**
   * One redirect at a time: MSAL refuses a second interaction while the browser is already leaving. Its redirect
   * promises settle only if the page stays (navigation blocked or timed out), and then a new attempt may start.
   */
  function leave(redirect: () => Promise<void>): Promise<void> {
    leaving ??= redirect().finally(() => {
      leaving = undefined;
    });
    return leaving;
  }

  function activeAccount(): AccountInfo | null {
    const active = msal.getActiveAccount();
    if (active) return active;
    const [first] = msal.getAllAccounts();
    if (first) msal.setActiveAccount(first);
    return first ?? null;
  }

  function takeWantedPath(): string {
    const wanted = storage.getItem(STORAGE_KEYS.wantedPath);
    storage.removeItem(STORAGE_KEYS.wantedPath);
    return isReturnPath(wanted) ? wanted : '/';
  }

  /** The provider's pages speak the portal's language. */
  const language = () => ({ ui_locales: deps.uiLocale() });

  function startSignIn(wantedPath?: string): Promise<void> {
    if (wantedPath !== undefined && isReturnPath(wantedPath)) storage.setItem(STORAGE_KEYS.wantedPath, wantedPath);
    return leave(() => msal.loginRedirect({ scopes: auth.scopes, extraQueryParameters: language() }));
  }

  /** Starts sign-in from wherever a token was needed, and tells the caller it will not get one. */
  async function redirectToSignIn(): Promise<never> {
    await startSignIn(deps.currentPath());
    throw new SignInRedirectError();
  }

  function startPasswordReset(): Promise<void> {
    storage.setItem(STORAGE_KEYS.resetting, 'true');
    return leave(() =>
      msal.loginRedirect({ scopes: auth.scopes, authority: auth.resetAuthority, extraQueryParameters: { ...auth.resetQueryParameters, ...language() } }),
    );
  }

  /**
   * The server refuses the session's tokens from now on, whatever the provider does. Signing out must go on if this
   * fails (no network, token already refused): the provider's sign-out then still ends the session there.
   */
  async function endServerSession(account: AccountInfo): Promise<void> {
    try {
      const { accessToken } = await msal.acquireTokenSilent({ scopes: auth.scopes, account, redirectUri: bridgeUri });
      if (accessToken) await deps.endServerSession(accessToken);
    } catch {
      return;
    }
  }

  async function signOut(): Promise<void> {
    const account = activeAccount();
    storage.removeItem(STORAGE_KEYS.signedIn);
    if (account) await endServerSession(account);
    // Without the id token hint the provider cannot send the browser back to the portal.
    return leave(() => msal.logoutRedirect({ account, idTokenHint: account?.idToken, extraQueryParameters: language() }));
  }

  async function handleSignInError(error: unknown): Promise<void> {
    const text = errorText(error);
    if (text.includes(FORGOT_PASSWORD)) return startPasswordReset();
    // Any other outcome ends a password reset; a later successful sign-in must not be taken for its completion.
    storage.removeItem(STORAGE_KEYS.resetting);
    if (text.includes(RESET_CANCELLED)) return startSignIn();
    deps.alert(text);
    deps.navigate(LOGIN_PATH);
  }

  async function handleSignInResult(result: AuthenticationResult | null): Promise<void> {
    if (!result) {
      // The return page was opened without an answer from the provider (reloaded, bookmarked).
      if (isSignedIn()) deps.navigate(takeWantedPath());
      else await startSignIn();
      return;
    }
    msal.setActiveAccount(result.account);
    if (storage.getItem(STORAGE_KEYS.resetting)) {
      // Spec: after a password reset the user is signed out and signs in again with the new password.
      storage.removeItem(STORAGE_KEYS.resetting);
      return signOut();
    }
    storage.setItem(STORAGE_KEYS.signedIn, 'true');
    deps.navigate(takeWantedPath());
  }

  async function completeSignIn(): Promise<void> {
    let result: AuthenticationResult | null;
    try {
      // The app returns to the remembered path itself, once the flags are set.
      result = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false });
    } catch (error) {
      return handleSignInError(error);
    }
    return handleSignInResult(result);
  }

  async function getAccessToken({ forceRefresh = false }: { forceRefresh?: boolean } = {}): Promise<string> {
    const account = activeAccount();
    if (!account) return redirectToSignIn();
    let result: AuthenticationResult;
    try {
      result = await msal.acquireTokenSilent({ scopes: auth.scopes, account, forceRefresh, redirectUri: bridgeUri });
    } catch (error) {
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      await leave(() => msal.acquireTokenRedirect({ scopes: auth.scopes, account, extraQueryParameters: language() }));
      throw new SignInRedirectError();
    }
    if (!result.accessToken) {
      deps.alert(LOGGED_OUT_MESSAGE);
      return redirectToSignIn();
    }
    return result.accessToken;
  }

  function isSignedIn(): boolean {
    return storage.getItem(STORAGE_KEYS.signedIn) === 'true' && activeAccount() !== null;
  }

  function currentAccount(): CurrentAccount | undefined {
    const account = activeAccount();
    return account ? describeAccount(account) : undefined;
  }

  function waitForSignIn(): Promise<void> {
    return new Promise((resolve) => {
      const poll = () => (isSignedIn() ? resolve() : setTimeout(poll, SIGN_IN_POLL_MS));
      poll();
    });
  }

  return { startSignIn, completeSignIn, getAccessToken, signOut, isSignedIn, currentAccount, waitForSignIn };
}
