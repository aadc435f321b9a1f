import { InteractionRequiredAuthError, ServerError, type AccountInfo, type AuthenticationResult } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createAuthProvider } from '@/auth/authProvider';
import { createSession, LOGGED_OUT_MESSAGE, SignInRedirectError, STORAGE_KEYS, type MsalClient, type Session, type SessionDependencies } from '@/auth/session';

const ORIGIN = 'http://localhost:8080';
const API_SCOPE = 'api://venue-portal/admin.readwrite';

const ACCOUNT: AccountInfo = {
  homeAccountId: 'user-1',
  environment: 'localhost:8080',
  tenantId: '',
  // B2C-style: no user name on the account, the claims carry the person.
  username: '',
  localAccountId: 'user-1',
  idToken: 'the-id-token',
  idTokenClaims: { sub: 'user-1', name: 'Anna Holm', email: 'anna.holm@venueportal.test' },
};

function result(overrides: Partial<AuthenticationResult> = {}): AuthenticationResult {
  return {
    authority: 'https://localhost:8080/oidc',
    uniqueId: 'user-1',
    tenantId: '',
    scopes: [API_SCOPE],
    account: ACCOUNT,
    idToken: 'the-id-token',
    idTokenClaims: ACCOUNT.idTokenClaims!,
    accessToken: 'the-access-token',
    fromCache: false,
    expiresOn: new Date(Date.now() + 3_600_000),
    tokenType: 'Bearer',
    correlationId: 'c',
    ...overrides,
  };
}

function fakeMsal() {
  let active: AccountInfo | null = null;
  const accounts: AccountInfo[] = [];
  const msal = {
    handleRedirectPromise: vi.fn<MsalClient['handleRedirectPromise']>(async () => null),
    loginRedirect: vi.fn<MsalClient['loginRedirect']>(async () => undefined),
    acquireTokenSilent: vi.fn<MsalClient['acquireTokenSilent']>(async () => result()),
    acquireTokenRedirect: vi.fn<MsalClient['acquireTokenRedirect']>(async () => undefined),
    logoutRedirect: vi.fn<MsalClient['logoutRedirect']>(async () => undefined),
    getActiveAccount: vi.fn<MsalClient['getActiveAccount']>(() => active),
    setActiveAccount: vi.fn<MsalClient['setActiveAccount']>((account) => {
      active = account;
    }),
    getAllAccounts: vi.fn<MsalClient['getAllAccounts']>(() => accounts),
  } satisfies MsalClient;
  /** As after an earlier sign-in whose tokens are in MSAL's cache. */
  const remember = () => accounts.push(ACCOUNT);
  return { msal, remember };
}

function memoryStorage(): SessionDependencies['storage'] {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let msal: ReturnType<typeof fakeMsal>['msal'];
let remember: () => void;
let deps: SessionDependencies & {
  navigate: Mock<(path: string) => void>;
  alert: Mock<(message: string) => void>;
  endServerSession: Mock<(accessToken: string) => Promise<void>>;
};
let session: Session;
let path: string;

beforeEach(() => {
  ({ msal, remember } = fakeMsal());
  path = '/venues/venue-dk-norrebro/tasks?tab=open#today';
  deps = {
    msal,
    auth: { scopes: [API_SCOPE], resetAuthority: 'https://localhost:8080/oidc', resetQueryParameters: { flow: 'reset' } },
    origin: ORIGIN,
    navigate: vi.fn<(path: string) => void>(),
    alert: vi.fn<(message: string) => void>(),
    storage: memoryStorage(),
    currentPath: () => path,
    endServerSession: vi.fn<(accessToken: string) => Promise<void>>(async () => undefined),
    uiLocale: () => 'da-DK',
  };
  session = createSession(deps);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Signs in the way the app does: start from a page, come back to /auth-redirect with a response. */
async function signIn(from = path): Promise<void> {
  await session.startSignIn(from);
  remember();
  msal.handleRedirectPromise.mockResolvedValueOnce(result());
  await session.completeSignIn();
}

describe('signing in', () => {
  it('returns to the wanted path after the round trip through the provider', async () => {
    await session.startSignIn('/venues/venue-dk-norrebro/tasks?tab=open#today');
    expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: [API_SCOPE], extraQueryParameters: { ui_locales: 'da-DK' } });
    expect(deps.storage.getItem(STORAGE_KEYS.wantedPath)).toBe('/venues/venue-dk-norrebro/tasks?tab=open#today');

    msal.handleRedirectPromise.mockResolvedValueOnce(result());
    await session.completeSignIn();

    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
    expect(msal.setActiveAccount).toHaveBeenCalledWith(ACCOUNT);
    expect(deps.navigate).toHaveBeenCalledWith('/venues/venue-dk-norrebro/tasks?tab=open#today');
    expect(deps.storage.getItem(STORAGE_KEYS.wantedPath)).toBeNull();
    expect(session.isSignedIn()).toBe(true);
  });

  it('returns home when no path, another site or a sign-in page was wanted', async () => {
    await signIn('//evil.example/steal');
    expect(deps.navigate).toHaveBeenLastCalledWith('/');
    await signIn('/login');
    expect(deps.navigate).toHaveBeenLastCalledWith('/');
  });

  it('keeps all storage under the product prefix', () => {
    expect(Object.values(STORAGE_KEYS).every((key) => key.startsWith('venue-portal.'))).toBe(true);
  });

  it('reads the person from the id token claims, not the empty account user name', async () => {
    await signIn();
    expect(session.currentAccount()).toEqual({ id: 'user-1', name: 'Anna Holm', email: 'anna.holm@venueportal.test' });
  });

  it('starts only one redirect when several callers need a sign-in at once', async () => {
    msal.loginRedirect.mockReturnValue(new Promise(() => undefined));
    void session.startSignIn('/a');
    void session.startSignIn('/b');
    expect(msal.loginRedirect).toHaveBeenCalledTimes(1);
  });

  it('waits for the signed-in flag, polling every 100 ms', async () => {
    vi.useFakeTimers();
    let done = false;
    void session.waitForSignIn().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toBe(false);
    remember();
    deps.storage.setItem(STORAGE_KEYS.signedIn, 'true');
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});

describe('sign-in errors (spec section 8)', () => {
  it('starts the password-reset flow on AADB2C90118 (forgot password)', async () => {
    msal.handleRedirectPromise.mockRejectedValueOnce(new ServerError('access_denied', 'correlation-1', 'AADB2C90118: The user has forgotten their password.'));
    await session.completeSignIn();
    expect(deps.storage.getItem(STORAGE_KEYS.resetting)).toBe('true');
    expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: [API_SCOPE], authority: 'https://localhost:8080/oidc', extraQueryParameters: { flow: 'reset', ui_locales: 'da-DK' } });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('clears the resetting flag on AADB2C90091 (cancelled) and signs in normally', async () => {
    deps.storage.setItem(STORAGE_KEYS.resetting, 'true');
    msal.handleRedirectPromise.mockRejectedValueOnce(new ServerError('access_denied', 'correlation-1', 'AADB2C90091: The user has cancelled entering self-asserted information.'));
    await session.completeSignIn();
    expect(deps.storage.getItem(STORAGE_KEYS.resetting)).toBeNull();
    expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: [API_SCOPE], extraQueryParameters: { ui_locales: 'da-DK' } });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('shows any other error in an alert with its message', async () => {
    msal.handleRedirectPromise.mockRejectedValueOnce(new ServerError('server_error', 'correlation-1', 'The provider is down for maintenance.'));
    await session.completeSignIn();
    expect(deps.alert).toHaveBeenCalledWith('The provider is down for maintenance.');
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('signs the user out after a completed password reset, so they sign in again', async () => {
    deps.storage.setItem(STORAGE_KEYS.resetting, 'true');
    remember();
    msal.handleRedirectPromise.mockResolvedValueOnce(result());
    await session.completeSignIn();
    expect(msal.logoutRedirect).toHaveBeenCalledWith({ account: ACCOUNT, idTokenHint: 'the-id-token', extraQueryParameters: { ui_locales: 'da-DK' } });
    expect(deps.storage.getItem(STORAGE_KEYS.resetting)).toBeNull();
    expect(session.isSignedIn()).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('access tokens', () => {
  it('renews silently through the redirect bridge', async () => {
    await signIn();
    await expect(session.getAccessToken({ forceRefresh: true })).resolves.toBe('the-access-token');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ scopes: [API_SCOPE], account: ACCOUNT, forceRefresh: true, redirectUri: `${ORIGIN}/redirect-bridge` });
  });

  it("alerts 'You have been logged out. Trying to login again.' and signs in when renewal yields no token", async () => {
    await signIn();
    msal.acquireTokenSilent.mockResolvedValueOnce(result({ accessToken: '' }));
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SignInRedirectError);
    expect(LOGGED_OUT_MESSAGE).toBe('You have been logged out. Trying to login again.');
    expect(deps.alert).toHaveBeenCalledWith(LOGGED_OUT_MESSAGE);
    expect(msal.loginRedirect).toHaveBeenCalledTimes(2);
    expect(deps.alert.mock.invocationCallOrder[0]).toBeLessThan(msal.loginRedirect.mock.invocationCallOrder[1]);
    expect(deps.storage.getItem(STORAGE_KEYS.wantedPath)).toBe(path);
  });

  it('acquires the token by redirect when the provider needs an interaction', async () => {
    await signIn();
    msal.acquireTokenSilent.mockRejectedValueOnce(new InteractionRequiredAuthError('login_required', 'correlation-1', 'The session has ended.'));
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SignInRedirectError);
    expect(msal.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: [API_SCOPE], account: ACCOUNT, extraQueryParameters: { ui_locales: 'da-DK' } });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('passes other renewal failures to the caller', async () => {
    await signIn();
    msal.acquireTokenSilent.mockRejectedValueOnce(new Error('network down'));
    await expect(session.getAccessToken()).rejects.toThrow('network down');
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('passes the id token hint so the provider returns to /login', async () => {
    await signIn();
    await session.signOut();
    expect(msal.logoutRedirect).toHaveBeenCalledWith({ account: ACCOUNT, idTokenHint: 'the-id-token', extraQueryParameters: { ui_locales: 'da-DK' } });
    expect(session.isSignedIn()).toBe(false);
  });

  it("ends the session on the portal's server with the access token before leaving for the provider", async () => {
    await signIn();
    await session.signOut();
    expect(deps.endServerSession).toHaveBeenCalledWith('the-access-token');
    expect(deps.endServerSession.mock.invocationCallOrder[0]).toBeLessThan(msal.logoutRedirect.mock.invocationCallOrder[0]);
  });

  it('still signs out at the provider when the server cannot be reached or no token can be had', async () => {
    await signIn();
    deps.endServerSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await session.signOut();
    expect(msal.logoutRedirect).toHaveBeenCalledTimes(1);

    await signIn();
    msal.acquireTokenSilent.mockRejectedValueOnce(new InteractionRequiredAuthError('login_required', 'The session has ended.'));
    await session.signOut();
    expect(msal.logoutRedirect).toHaveBeenCalledTimes(2);
    expect(deps.endServerSession).toHaveBeenCalledTimes(1);
  });
});

describe('react-admin auth provider', () => {
  const loadPermissions = vi.fn(async () => ({ globalPermissions: ['vp.life.read'], venuePermissions: [] }));
  const authProvider = () => createAuthProvider({ session, loadPermissions, currentPath: () => path });

  it('starts sign-in with the current path when a page needs it, and rejects quietly', async () => {
    await expect(authProvider().checkAuth({})).rejects.toMatchObject({ logoutUser: false, redirectTo: false, message: false });
    expect(msal.loginRedirect).toHaveBeenCalledTimes(1);
    expect(deps.storage.getItem(STORAGE_KEYS.wantedPath)).toBe(path);
  });

  it('does not start sign-in on the public sign-in pages', async () => {
    for (path of ['/auth-redirect#code=x', '/login']) await expect(authProvider().checkAuth({})).rejects.toBeTruthy();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('passes the check once signed in and names the user from the id token', async () => {
    await signIn();
    await expect(authProvider().checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider().getIdentity!()).resolves.toEqual({ id: 'user-1', fullName: 'Anna Holm', avatar: undefined });
    await expect(authProvider().getPermissions!({})).resolves.toEqual({ globalPermissions: ['vp.life.read'], venuePermissions: [] });
  });

  it('renews once on 401, lets 403 through and signs out at the provider without redirecting itself', async () => {
    await signIn();
    const provider = authProvider();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(msal.acquireTokenSilent).toHaveBeenLastCalledWith(expect.objectContaining({ forceRefresh: true }));

    msal.acquireTokenSilent.mockRejectedValueOnce(new Error('refresh token expired'));
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(msal.loginRedirect).toHaveBeenCalledTimes(2);

    await expect(provider.logout({})).resolves.toBe(false);
  });

  it('does nothing at the provider when react-admin logs out a user who is not signed in', async () => {
    await expect(authProvider().logout({})).resolves.toBe(false);
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
  });
});
