import { createHmac } from 'node:crypto';
import type { JWK } from 'jose';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connect';
import type { SessionRegistry } from '../sessions';
import { findAccount } from './accounts';
import { newNonce, pageCsp, renderPage, type Page } from './html';
import { oidc, type OidcClient, type OidcContext, type OidcGrant, type OidcProvider, type OidcToken } from './oidc';
import { logoutPage, messagePage } from './pages';
import { endProviderSessions, endSessions } from './sessionEnds';
import { pageLanguage } from './texts';
import { API_AUDIENCE, API_SCOPE, CLIENT_ID, MOUNT, REFRESH_ROTATION_GRACE_MS, TTL } from './settings';
import { createAdapter } from './store';

/** What the parts of the provider share. */
export interface ProviderSetup {
  config: ServerConfig;
  db: Db;
  issuer: string;
  signingKey: JWK;
  /** Origins the portal is opened on: redirects, sign-out and form targets are allowed there. */
  origins: string[];
  sessions: SessionRegistry;
}

/** Cookie signing keys derived from the persisted signing key, so cookies stay valid across restarts and instances. */
function cookieKey(signingKey: JWK): string {
  if (!signingKey.d) throw new Error('the identity provider signing key has no private part');
  return createHmac('sha256', signingKey.d).update('venue-portal oidc cookies').digest('base64url');
}

function passwordResetPolicy() {
  const policy = oidc.interactionPolicy.base();
  // A reset request must show the reset page even to someone already signed in, as B2C's reset policy does.
  policy.get('login').checks.add(
    new oidc.interactionPolicy.Check('password_reset', 'the password reset flow was requested', (ctx) => ctx.oidc.params.flow === 'reset' && !ctx.oidc.result?.login),
  );
  return policy;
}

/** The portal is first-party: no consent page. Every sign-in gets the OpenID scopes and the API scope. */
async function loadExistingGrant(ctx: OidcContext): Promise<OidcGrant | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  if (!client || !session.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email offline_access');
  grant.addResourceScope(API_AUDIENCE, API_SCOPE);
  await grant.save();
  return grant;
}

function apiResourceServer(_ctx: OidcContext, resource: string) {
  if (resource !== API_AUDIENCE) throw new oidc.errors.InvalidTarget(`unknown resource ${resource}`);
  return { scope: API_SCOPE, audience: API_AUDIENCE, accessTokenTTL: TTL.AccessToken, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
}

/** The language of a page oidc-provider answers with: the sign-out request's `ui_locales`, else the browser's. */
const languageOf = (ctx: OidcContext) => pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

/** Writes one of the provider's pages as oidc-provider's response. */
function renderInto(ctx: OidcContext, page: Page, origins: string[]): void {
  const nonce = newNonce();
  ctx.type = 'html';
  ctx.set('content-security-policy', pageCsp(nonce, origins));
  ctx.body = renderPage(page, nonce);
}

export function createProvider({ config, db, issuer, signingKey, origins, sessions }: ProviderSetup): OidcProvider {
  const corsOrigins = new Set([...origins, ...config.corsOrigins]);
  const provider = new oidc.Provider(issuer, {
    adapter: createAdapter(db, { consumedGraceMs: { RefreshToken: REFRESH_ROTATION_GRACE_MS } }),
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Venue Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/auth-redirect`, `${o}/redirect-bridge`]),
        post_logout_redirect_uris: origins.map((o) => `${o}/login`),
      },
    ],
    cookies: { keys: [cookieKey(signingKey)] },
    // B2C-style id tokens: the profile claims come whatever the scopes, as the browser reads them from idTokenClaims.
    claims: { openid: ['sub', 'name', 'given_name', 'family_name', 'email'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    conformIdTokenClaims: false,
    extraParams: ['flow'],
    pkce: { required: () => true },
    ttl: TTL,
    findAccount: (_ctx: OidcContext, sub: string) => findAccount(db, sub),
    loadExistingGrant,
    // MSAL keeps the session alive with refresh tokens; oidc-provider only issues them for `offline_access` by default.
    issueRefreshToken: async (_ctx: OidcContext, client: OidcClient) => client.grantTypeAllowed('refresh_token'),
    // A new refresh token at every use; one presented again (after the grace the adapter gives) ends the session.
    rotateRefreshToken: true,
    // Refresh tokens die with the provider's session, so signing out ends them.
    expiresWithSession: async () => true,
    // The session an access token belongs to, which every API call checks (`ended_sessions`).
    extraTokenClaims: async (_ctx: OidcContext, token: OidcToken) => (token.sessionUid ? { sid: token.sessionUid } : undefined),
    // Same origin is the request's own (Koa 3's `ctx.origin` is the Origin header, hence protocol and host).
    clientBasedCORS: (ctx: OidcContext, origin: string) => origin === `${ctx.protocol}://${ctx.host}` || corsOrigins.has(origin),
    interactions: {
      url: (_ctx: OidcContext, interaction: { uid: string }) => `${MOUNT}/interaction/${interaction.uid}`,
      policy: passwordResetPolicy(),
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        // Without this the code exchange would issue an opaque userinfo token instead of the API's JWT.
        useGrantedResource: () => true,
        getResourceServerInfo: apiResourceServer,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: OidcContext, form: string) => renderInto(ctx, logoutPage(languageOf(ctx), form), origins),
        postLogoutSuccessSource: async (ctx: OidcContext) => {
          const language = languageOf(ctx);
          const { signedOut } = language.t;
          renderInto(ctx, messagePage(language, signedOut.title, signedOut.message, { href: `${config.publicUrl}/login`, text: signedOut.link }), origins);
        },
      },
    },
    renderError: async (ctx: OidcContext, out: { error?: string; error_description?: string }) => {
      const language = languageOf(ctx);
      const { problem } = language.t;
      // oidc-provider's own error and description stay as they are: they are what a support request needs.
      const message = [out.error, out.error_description].filter(Boolean).join(': ') || problem.fallback;
      renderInto(ctx, messagePage(language, problem.title, message, { href: `${config.publicUrl}/`, text: problem.link }), origins);
    },
  });
  // The app trusts its proxy's forwarded headers; the provider must build the same public addresses.
  provider.proxy = true;
  provider.use(endSessions(sessions));
  endProviderSessions(sessions, provider);
  return provider;
}
