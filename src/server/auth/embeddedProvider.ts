import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { JSONWebKeySet, JWK } from 'jose';
// @ts-expect-error -- oidc-provider 9 ships no type declarations; the part of its API used here is typed below.
import OidcProviderModule, { errors as untypedErrors, interactionPolicy as untypedPolicy } from 'oidc-provider';
import { clock } from '@/shared/clock';
import type { BrowserConfig } from '../browserConfig';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demoUsers';
import type { IdentityProvider } from './identityProvider';
import { loadSigningKey, publicJwk } from './keys';
import { hashPassword, verifyPassword } from './passwords';

/** Where the provider lives inside the app; its issuer is `<public url>/oidc`. */
const MOUNT = '/oidc';
const CLIENT_ID = 'venue-portal';
export const API_AUDIENCE = 'api://venue-portal';
/** The one API scope; MSAL asks for it by this name and it comes back in the access token's `scope`. */
export const API_SCOPE = `${API_AUDIENCE}/admin.readwrite`;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const TTL = { AccessToken: HOUR, IdToken: HOUR, RefreshToken: 14 * DAY, Session: 14 * DAY, Grant: 14 * DAY, Interaction: HOUR, AuthorizationCode: 60 };
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const MIN_PASSWORD_LENGTH = 8;

/** Azure AD B2C's error codes, so the browser runs the same password-reset flow against either provider. */
const FORGOT_PASSWORD = 'AADB2C90118: The user has forgotten their password.';
const RESET_CANCELLED = 'AADB2C90091: The user has cancelled entering self-asserted information.';

// ---------------------------------------------------------------------------------------------------------------
// The part of oidc-provider's API this file uses.

type AdapterPayload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

interface OidcGrant {
  addOIDCScope(scope: string): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

interface OidcClient {
  clientId: string;
  grantTypeAllowed(grantType: string): boolean;
}

/** The Koa context oidc-provider hands to its callbacks. */
interface OidcContext {
  protocol: string;
  host: string;
  type: string;
  body: unknown;
  set(header: string, value: string): void;
  oidc: {
    provider: OidcProvider;
    client?: OidcClient;
    params: Record<string, unknown>;
    result?: { login?: unknown; consent?: { grantId?: string } };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
  };
}

interface InteractionResult {
  login?: { accountId: string };
  error?: string;
  error_description?: string;
}

interface InteractionDetails {
  uid: string;
  params: Record<string, unknown>;
}

interface OidcProvider {
  proxy: boolean;
  Grant: { new (properties: { clientId: string; accountId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  urlFor(route: string): string;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  on(event: 'server_error', listener: (ctx: OidcContext, error: Error) => void): void;
}

/** Opaque to this file: built by `Check` and handed back to the provider. */
interface PolicyCheck {
  readonly reason: string;
}

interface OidcModule {
  Provider: new (issuer: string, configuration: object) => OidcProvider;
  errors: { InvalidTarget: new (description?: string) => Error; SessionNotFound: new (description?: string) => Error };
  interactionPolicy: {
    base(): { get(name: string): { checks: { add(check: PolicyCheck): void } } };
    Check: new (reason: string, description: string, check: (ctx: OidcContext) => boolean) => PolicyCheck;
  };
}

const oidc: OidcModule = { Provider: OidcProviderModule, errors: untypedErrors, interactionPolicy: untypedPolicy };

// ---------------------------------------------------------------------------------------------------------------
// Storage: every model of the provider in `oidc_store`, so sessions survive restarts and instances share them.

/**
 * oidc-provider's adapter contract over one table. The payload is read back as text: the database's camel-case
 * plugin would otherwise rename the snake_case keys inside it (`redirect_uri`, `code_challenge`...).
 */
function createAdapter(db: Db): new (model: string) => OidcAdapter {
  let lastSweep = 0;
  async function sweepExpired(): Promise<void> {
    const now = clock.now();
    if (Math.abs(now.getTime() - lastSweep) < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await db.deleteFrom('oidcStore').where('expiresAt', '<', now).execute();
  }

  const selectPayload = (model: string) =>
    db.selectFrom('oidcStore').select([sql<string>`payload::text`.as('payloadText'), 'expiresAt', 'consumedAt']).where('model', '=', model);

  function present(row: { payloadText: string; expiresAt: Date | null; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= clock.now().getTime())) return undefined;
    const payload = JSON.parse(row.payloadText) as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  return class DbAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await sweepExpired();
      const row = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insertInto('oidcStore')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('id', '=', id).executeTakeFirst());
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('userCode', '=', userCode).executeTakeFirst());
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('uid', '=', uid).executeTakeFirst());
    }

    async consume(id: string): Promise<void> {
      await db.updateTable('oidcStore').set({ consumedAt: clock.now() }).where('model', '=', this.model).where('id', '=', id).execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidcStore').where('model', '=', this.model).where('id', '=', id).execute();
    }

    // Revokes every model of the grant (tokens, codes), not only this adapter's model: that is what the contract asks.
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidcStore').where('grantId', '=', grantId).execute();
    }
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts and credentials.

interface Credentials {
  userId: string;
  userName: string;
  passwordHash: string;
}

/** User names are e-mail addresses: matched without regard to case or surrounding spaces. */
async function findCredentials(db: Db, userName: string): Promise<Credentials | undefined> {
  return db
    .selectFrom('authCredentials')
    .select(['userId', 'userName', 'passwordHash'])
    .where((eb) => eb(eb.fn('lower', ['userName']), '=', userName.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The claims MSAL reads from the id token (as Azure AD B2C puts them there whatever the scopes). */
async function findAccount(db: Db, accountId: string) {
  const user = await db.selectFrom('users').select(['id', 'name', 'firstName', 'lastName', 'email']).where('id', '=', accountId).executeTakeFirst();
  if (!user) return undefined;
  const claims = { sub: user.id, name: user.name, given_name: user.firstName, family_name: user.lastName, email: user.email };
  return {
    accountId: user.id,
    claims: async () => Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== null && value !== undefined)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses.

/** The portal's origin plus its loopback twin: `localhost` and `127.0.0.1` are both secure contexts for MSAL. */
function appOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (twin) {
    url.hostname = twin;
    origins.push(url.origin);
  }
  return origins;
}

/** MSAL refuses an http authority, so over http it gets a nominal https one that `authorityMetadata` resolves. */
function msalAuthority(issuer: string): string {
  const url = new URL(issuer);
  return url.protocol === 'https:' ? issuer : `https://localhost${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Pages: sign-in, password reset, sign-out and errors. Plain forms, so they work without JavaScript.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const STYLES = `
:root{color-scheme:light;--primary:#1b5e20;--primary-dark:#0f3d13;--error:#b71c1c;--muted:#4a5a4b;--border:#c8d3c9}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6f3;color:#1d261e}
header{background:var(--primary);color:#fff;padding:.9rem 1.5rem;font-weight:600;font-size:1.15rem;letter-spacing:.01em}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid var(--border);border-radius:8px;padding:1.5rem;margin-bottom:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text],input[type=password]{display:block;width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a9a8b;border-radius:4px;margin:0 0 1rem}
input[aria-invalid=true]{border-color:var(--error)}
:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
button{font:inherit;cursor:pointer}
.primary{display:block;width:100%;padding:.65rem 1rem;border:0;border-radius:4px;background:var(--primary);color:#fff;font-weight:600}
.primary:hover{background:var(--primary-dark)}
.secondary{display:block;width:100%;padding:.6rem 1rem;margin-top:.75rem;border:1px solid var(--primary);border-radius:4px;background:#fff;color:var(--primary);font-weight:600}
.link{border:0;background:none;padding:0;margin-top:1rem;color:var(--primary);text-decoration:underline}
.error{border-left:4px solid var(--error);background:#fdecea;color:var(--error);padding:.6rem .8rem;margin:0 0 1rem}
.error p{margin:0}
.error ul{margin:0;padding-left:1.1rem}
.muted{color:var(--muted)}
code{background:#e8efe8;padding:.1rem .35rem;border-radius:3px}
.users{list-style:none;margin:0;padding:0}
.users li+li{margin-top:.5rem}
.user{display:block;width:100%;text-align:left;padding:.6rem .8rem;border:1px solid var(--border);border-radius:6px;background:#fff;color:inherit}
.user:hover{border-color:var(--primary);background:#f1f8f1}
.user strong{display:block;color:var(--primary)}
.user span{display:block;font-size:.9rem;color:var(--muted)}
`;

interface Page {
  title: string;
  main: string;
  script?: string;
}

function renderPage(page: Page, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Venue Portal</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<header>Venue Portal</header>
<main>${page.main}</main>
${page.script ? `<script nonce="${nonce}">${page.script}</script>` : ''}
</body>
</html>`;
}

/** The policy of the pages written here: only their own nonce'd style and script; forms may end at the portal. */
function pageCsp(nonce: string, formTargets: string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function errorBox(messages: string[]): string {
  if (!messages.length) return '';
  const body = messages.length === 1 ? `<p>${escapeHtml(messages[0])}</p>` : `<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>`;
  return `<div class="error" id="form-error" role="alert">${body}</div>`;
}

const invalidAttributes = (invalid: boolean) => (invalid ? ' aria-invalid="true" aria-describedby="form-error"' : '');

interface DemoEntry {
  name: string;
  role: string;
  userName: string;
}

function signInPage(action: string, options: { userName: string; error?: string; demoUsers: DemoEntry[] }): Page {
  const invalid = invalidAttributes(Boolean(options.error));
  // After a failed attempt the user name is kept, so the password is what to type next.
  const [userFocus, passwordFocus] = options.userName ? ['', ' autofocus'] : [' autofocus', ''];
  const demo = options.demoUsers.length
    ? `<section class="card" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo users</h2>
<p class="muted">Every demo user's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>. Choose a person to sign in as them.</p>
<ul class="users">${options.demoUsers
        .map(
          (u) => `<li><form method="post" action="${action}/login">
<input type="hidden" name="userName" value="${escapeHtml(u.userName)}">
<input type="hidden" name="password" value="${escapeHtml(DEMO_PASSWORD)}">
<button type="submit" class="user"><strong>${escapeHtml(u.name)}</strong><span>${escapeHtml(u.role)}</span><span>${escapeHtml(u.userName)}</span></button>
</form></li>`,
        )
        .join('')}</ul>
</section>`
    : '';
  return {
    title: 'Sign in',
    main: `<section class="card" aria-labelledby="sign-in-heading">
<h1 id="sign-in-heading">Sign in</h1>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/login">
<label for="userName">User name</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${userFocus}${invalid}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${passwordFocus}${invalid}>
<button type="submit" class="primary">Sign in</button>
</form>
<form method="post" action="${action}/forgot"><button type="submit" class="link">Forgot your password?</button></form>
</section>
${demo}`,
  };
}

interface FieldError {
  field: 'code' | 'password';
  message: string;
}

/** Step one of a reset: who is resetting; the code goes to that user's e-mail address. */
function resetRequestPage(action: string, options: { userName: string; error?: string }): Page {
  return {
    title: 'Reset your password',
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">Reset your password</h1>
<p class="muted">Enter your user name. We send a verification code to the e-mail address of the account.</p>
${errorBox(options.error ? [options.error] : [])}
<form method="post" action="${action}/reset/code">
<label for="userName">User name</label>
<input type="text" id="userName" name="userName" value="${escapeHtml(options.userName)}" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus${invalidAttributes(Boolean(options.error))}>
<button type="submit" class="primary">Send verification code</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</section>`,
  };
}

/** Step two: the code from the e-mail and the new password. */
function resetPage(action: string, options: { userName: string; errors: FieldError[] }): Page {
  const codeInvalid = invalidAttributes(options.errors.some((e) => e.field === 'code'));
  const passwordInvalid = invalidAttributes(options.errors.some((e) => e.field === 'password'));
  return {
    title: 'Reset your password',
    main: `<section class="card" aria-labelledby="reset-heading">
<h1 id="reset-heading">Reset your password</h1>
<p class="muted">If <strong>${escapeHtml(options.userName)}</strong> is an account here, a verification code is on its way to its e-mail address
(in the embedded demo: in the server's log). Enter it with a new password of at least ${MIN_PASSWORD_LENGTH} characters; you will be signed in with it.</p>
${errorBox(options.errors.map((e) => e.message))}
<form method="post" action="${action}/reset">
<input type="hidden" name="userName" value="${escapeHtml(options.userName)}">
<label for="code">Verification code</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${codeInvalid}>
<label for="password">New password</label>
<input type="password" id="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<label for="confirm">Repeat the new password</label>
<input type="password" id="confirm" name="confirm" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${passwordInvalid}>
<button type="submit" class="primary">Save password and sign in</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</section>`,
  };
}

function messagePage(title: string, message: string, link: { href: string; text: string }): Page {
  return {
    title,
    main: `<section class="card" aria-labelledby="message-heading">
<h1 id="message-heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</section>`,
  };
}

/** oidc-provider's sign-out confirmation, submitted at once: signing out of the portal needs no second click. */
function logoutPage(form: string): Page {
  return {
    title: 'Signing out',
    main: `<section class="card" aria-labelledby="logout-heading">
<h1 id="logout-heading">Signing you out…</h1>
${form}
<noscript><p>Confirm to finish signing out of Venue Portal.</p></noscript>
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="logout-confirm">Sign out</button>
</section>`,
    script: `document.getElementById('op.logoutForm').requestSubmit(document.getElementById('logout-confirm'));`,
  };
}

function validateReset(password: string, confirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) errors.push({ field: 'password', message: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.` });
  else if (password !== confirm) errors.push({ field: 'password', message: 'The two passwords do not match.' });
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// The provider.

/** Sends a password-reset code to the user (the embedded provider has no mail server: by default it is logged). */
export type ResetCodeDelivery = (user: { userName: string; email: string | null }, code: string) => void;

export interface EmbeddedProviderOptions {
  config: ServerConfig;
  db: Db;
  deliverResetCode?: ResetCodeDelivery;
}

/** What the parts of the provider share. */
interface ProviderSetup {
  config: ServerConfig;
  db: Db;
  issuer: string;
  signingKey: JWK;
  /** Origins the portal is opened on: redirects, sign-out and form targets are allowed there. */
  origins: string[];
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

/** Writes one of this file's pages as oidc-provider's response. */
function renderInto(ctx: OidcContext, page: Page, origins: string[]): void {
  const nonce = randomBytes(16).toString('base64');
  ctx.type = 'html';
  ctx.set('content-security-policy', pageCsp(nonce, origins));
  ctx.body = renderPage(page, nonce);
}

function createProvider({ config, db, issuer, signingKey, origins }: ProviderSetup): OidcProvider {
  const corsOrigins = new Set([...origins, ...config.corsOrigins]);
  const provider = new oidc.Provider(issuer, {
    adapter: createAdapter(db),
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
    // Tabs share MSAL's token cache and may refresh at the same moment; a rotated token reused by the slower tab
    // would revoke the whole grant. The token stays bound to the session instead, so signing out ends it.
    rotateRefreshToken: false,
    expiresWithSession: async () => true,
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
        logoutSource: async (ctx: OidcContext, form: string) => renderInto(ctx, logoutPage(form), origins),
        postLogoutSuccessSource: async (ctx: OidcContext) =>
          renderInto(ctx, messagePage('Signed out', 'You are signed out of Venue Portal.', { href: `${config.publicUrl}/login`, text: 'Sign in again' }), origins),
      },
    },
    renderError: async (ctx: OidcContext, out: { error?: string; error_description?: string }) => {
      const message = [out.error, out.error_description].filter(Boolean).join(': ') || 'The sign-in request could not be completed.';
      renderInto(ctx, messagePage('Sign-in problem', message, { href: `${config.publicUrl}/`, text: 'Back to Venue Portal' }), origins);
    },
  });
  // The app trusts its proxy's forwarded headers; the provider must build the same public addresses.
  provider.proxy = true;
  return provider;
}

/** The protocol endpoints, handed to oidc-provider as if it were mounted at `/oidc`. */
function protocolRoutes(provider: OidcProvider, origins: string[]) {
  const handle = provider.callback();
  // oidc-provider's own responses may post a form on to the portal (form_post, sign-out) but run no script of ours.
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'none'",
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const url = req.url ?? '/';
    // oidc-provider derives its mount path, hence every address it writes, from `originalUrl` minus `url`.
    req.originalUrl = url;
    req.url = url.slice(MOUNT.length) || '/';
    reply.raw.setHeader('content-security-policy', csp);
    await handle(req, reply.raw);
  }

  return async (scope: FastifyInstance): Promise<void> => {
    // oidc-provider reads request bodies itself: nothing here may consume them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The provider answers CORS for its own endpoints, per client (clientBasedCORS).
    scope.all('/*', { config: { cors: false } }, forward);
  };
}

type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string | undefined> | undefined }>;

/** The sign-in and password-reset pages of an interaction, at `/oidc/interaction/:uid`. */
/** Without a mail server the code goes to the server's log, which is the demo's mailbox. */
const logResetCode: ResetCodeDelivery = (user, code) => {
  console.warn(`Password reset code for ${user.userName}${user.email ? ` (${user.email})` : ''}: ${code} (valid ${RESET_CODE_MINUTES} minutes)`);
};

const RESET_CODE_MINUTES = 10;
const RESET_CODE_TRIES = 5;

async function interactionRoutes(provider: OidcProvider, { config, db, origins }: ProviderSetup, deliverResetCode: ResetCodeDelivery) {
  // Checked against when a user name is unknown, so an answer takes as long whether or not the user exists.
  const decoyHash = await hashPassword(randomBytes(16).toString('hex'));
  const actionFor = (uid: string) => `${MOUNT}/interaction/${encodeURIComponent(uid)}`;
  const field = (request: InteractionRequest, name: string) => request.body?.[name] ?? '';

  function sendPage(reply: FastifyReply, page: Page, status = 200): FastifyReply {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-security-policy', pageCsp(nonce, origins))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(page, nonce));
  }

  /** The demo users who can sign in here (none in a database that was not seeded with them). */
  async function demoUsers(): Promise<DemoEntry[]> {
    const present = await db.selectFrom('authCredentials').select('userName').where('userName', 'in', DEMO_USERS.map((u) => u.userName)).execute();
    const names = new Set(present.map((p) => p.userName));
    return DEMO_USERS.filter((u) => names.has(u.userName));
  }

  const showSignIn = async (reply: FastifyReply, uid: string, userName = '', error?: string) =>
    sendPage(reply, signInPage(actionFor(uid), { userName, error, demoUsers: await demoUsers() }), error ? 401 : 200);

  /** The interaction this browser is in, or a page telling the user to start again. */
  async function interactionOf(request: InteractionRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      if (!(error instanceof oidc.errors.SessionNotFound)) throw error;
    }
    const link = { href: `${config.publicUrl}/`, text: 'Open Venue Portal' };
    sendPage(reply, messagePage('Sign-in expired', 'This sign-in page is no longer valid. Open Venue Portal again to sign in.', link), 400);
    return undefined;
  }

  async function finish(request: InteractionRequest, reply: FastifyReply, result: InteractionResult): Promise<FastifyReply> {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function signIn(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const userName = field(request, 'userName').trim();
    const credentials = await findCredentials(db, userName);
    const valid = await verifyPassword(field(request, 'password'), credentials?.passwordHash ?? decoyHash);
    if (!credentials || !valid) return showSignIn(reply, details.uid, userName, 'The user name or password is incorrect.');
    return finish(request, reply, { login: { accountId: credentials.userId } });
  }

  /** Sends a code when the user exists, and answers the same either way, so nobody learns which user names exist. */
  async function sendResetCode(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const userName = field(request, 'userName').trim();
    if (!userName) return sendPage(reply, resetRequestPage(actionFor(details.uid), { userName, error: 'Enter your user name.' }), 400);
    const credentials = await findCredentials(db, userName);
    if (credentials) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(clock.now().getTime() + RESET_CODE_MINUTES * 60_000);
      await db
        .insertInto('passwordResetCodes')
        .values({ userId: credentials.userId, codeHash: await hashPassword(code), expiresAt, attempts: 0 })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ codeHash: (eb) => eb.ref('excluded.codeHash'), expiresAt, attempts: 0 }))
        .execute();
      const user = await db.selectFrom('users').select('email').where('id', '=', credentials.userId).executeTakeFirst();
      deliverResetCode({ userName, email: user?.email ?? null }, code);
    }
    return sendPage(reply, resetPage(actionFor(details.uid), { userName, errors: [] }));
  }

  /** The code must match, be fresh and have tries left; then the new password is kept and the user signed in. */
  async function resetPassword(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const userName = field(request, 'userName').trim();
    const password = field(request, 'password');
    const errors = validateReset(password, field(request, 'confirm'));
    const credentials = await findCredentials(db, userName);
    const stored = credentials ? await db.selectFrom('passwordResetCodes').selectAll().where('userId', '=', credentials.userId).executeTakeFirst() : undefined;
    const usable = stored && stored.expiresAt.getTime() > clock.now().getTime() && stored.attempts < RESET_CODE_TRIES;
    const codeMatches = await verifyPassword(field(request, 'code').trim(), usable ? stored.codeHash : decoyHash);
    if (!usable || !codeMatches) {
      if (stored) await db.updateTable('passwordResetCodes').set({ attempts: stored.attempts + 1 }).where('userId', '=', stored.userId).execute();
      errors.unshift({ field: 'code', message: 'The verification code is wrong or has expired. Check it, or start again to get a new one.' });
    }
    if (errors.length || !credentials) return sendPage(reply, resetPage(actionFor(details.uid), { userName, errors }), 400);
    await db.deleteFrom('passwordResetCodes').where('userId', '=', credentials.userId).execute();
    await db.updateTable('authCredentials').set({ passwordHash: await hashPassword(password), updatedAt: clock.now() }).where('userId', '=', credentials.userId).execute();
    return finish(request, reply, { login: { accountId: credentials.userId } });
  }

  /** A route that only runs inside a live interaction of this browser. */
  const within =
    (handler: (request: InteractionRequest, reply: FastifyReply, details: InteractionDetails) => Promise<FastifyReply>) =>
    async (request: InteractionRequest, reply: FastifyReply) => {
      const details = await interactionOf(request, reply);
      return details ? handler(request, reply, details) : reply;
    };

  return async (scope: FastifyInstance): Promise<void> => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get(
      '/:uid',
      within(async (_request, reply, details) =>
        details.params.flow === 'reset' ? sendPage(reply, resetRequestPage(actionFor(details.uid), { userName: '' })) : showSignIn(reply, details.uid),
      ),
    );
    scope.post('/:uid/login', within(signIn));
    scope.post('/:uid/reset/code', within(sendResetCode));
    scope.post('/:uid/reset', within(resetPassword));
    scope.post('/:uid/forgot', within((request, reply) => finish(request, reply, { error: 'access_denied', error_description: FORGOT_PASSWORD })));
    scope.post('/:uid/cancel', within((request, reply) => finish(request, reply, { error: 'access_denied', error_description: RESET_CANCELLED })));
  };
}

/** How MSAL reaches the provider: its real endpoints, so MSAL needs no discovery request. */
function browserAuthFor(provider: OidcProvider, issuer: string): BrowserConfig['auth'] {
  const metadata = {
    issuer,
    authorization_endpoint: provider.urlFor('authorization'),
    token_endpoint: provider.urlFor('token'),
    end_session_endpoint: provider.urlFor('end_session'),
    jwks_uri: provider.urlFor('jwks'),
    userinfo_endpoint: provider.urlFor('userinfo'),
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'name', 'given_name', 'family_name', 'email'],
  };
  const authority = msalAuthority(issuer);
  return {
    mode: 'embedded',
    clientId: CLIENT_ID,
    authority,
    resetAuthority: authority,
    knownAuthorities: [new URL(authority).host],
    authorityMetadata: JSON.stringify(metadata),
    protocolMode: 'OIDC',
    scopes: [API_SCOPE],
    resetQueryParameters: { flow: 'reset' },
  };
}

/** The embedded OpenID provider: demo users sign in through the real MSAL redirect flow, as against Azure AD B2C. */
export async function createEmbeddedIdentityProvider({ config, db, deliverResetCode }: EmbeddedProviderOptions): Promise<IdentityProvider> {
  const setup: ProviderSetup = { config, db, issuer: `${config.publicUrl}${MOUNT}`, signingKey: await loadSigningKey(db), origins: appOrigins(config.publicUrl) };
  const provider = createProvider(setup);
  const interactions = await interactionRoutes(provider, setup, deliverResetCode ?? logResetCode);
  return {
    issuer: setup.issuer,
    audience: API_AUDIENCE,
    jwks: { keys: [publicJwk(setup.signingKey)] } satisfies JSONWebKeySet,
    browserAuth: () => browserAuthFor(provider, setup.issuer),
    register: async (app) => {
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
      await app.register(interactions, { prefix: `${MOUNT}/interaction` });
      await app.register(protocolRoutes(provider, setup.origins), { prefix: MOUNT });
    },
  };
}
