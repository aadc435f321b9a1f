import { BrowserCacheLocation, ProtocolMode, PublicClientApplication, type IPublicClientApplication } from '@azure/msal-browser';
import type { BrowserConfig } from '@/shared/browserConfig';

/** Where the identity provider sends the browser back after an interactive sign-in (the spec's sign-in return). */
export const SIGN_IN_RETURN_PATH = '/auth-redirect';
/** MSAL v5's bridge page: hidden-iframe renewals land there and hand the response to the app's window. */
export const REDIRECT_BRIDGE_PATH = '/redirect-bridge';
/** The public sign-in page; the provider sends the browser there after signing out. */
export const LOGIN_PATH = '/login';

/**
 * The embedded provider grants `offline_access` only with `prompt=consent` and then refuses refresh requests that
 * name it; it issues refresh tokens without it, so MSAL must not ask for it there. Azure AD B2C needs it.
 */
const EMBEDDED_DEFAULT_SCOPES = ['openid', 'profile'];

/** MSAL for the configured provider (Azure AD B2C or the embedded one), initialised and ready for calls. */
export async function createMsalInstance(
  auth: BrowserConfig['auth'],
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
): Promise<IPublicClientApplication> {
  const { origin } = location;
  const msal = new PublicClientApplication({
    auth: {
      clientId: auth.clientId,
      authority: auth.authority,
      knownAuthorities: auth.knownAuthorities,
      authorityMetadata: auth.authorityMetadata,
      redirectUri: `${origin}${SIGN_IN_RETURN_PATH}`,
      postLogoutRedirectUri: `${origin}${LOGIN_PATH}`,
      ...(auth.mode === 'embedded' ? { OIDCOptions: { defaultScopes: EMBEDDED_DEFAULT_SCOPES } } : {}),
    },
    // Shared by every tab, so a sign-in in one tab signs in the others.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: auth.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD },
  });
  await msal.initialize();
  // Every page load must settle a redirect MSAL started, or its next one fails with interaction_in_progress: the
  // return from signing out lands on /login. The sign-in return page settles its own, in `completeSignIn`.
  if (location.pathname !== SIGN_IN_RETURN_PATH) await msal.handleRedirectPromise();
  return msal;
}
