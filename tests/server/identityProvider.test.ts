import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPE } from '@/server/auth/embeddedProvider';
import type { IdentityProvider } from '@/server/auth/identityProvider';
import { hashPassword } from '@/server/auth/passwords';
import type { TokenVerifier } from '@/server/auth/tokens';
import { openDatabase, type DatabaseHandle } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import {
  addUser,
  authorizeUrl,
  browser as browserOf,
  CookieJar,
  decodeJwt,
  followToPortal,
  HOST,
  MSAL_SCOPES,
  pkce,
  PUBLIC_URL,
  REDIRECT_URI,
  signIn as signInAs,
  startInstance,
  startInteraction,
  tokenRequest,
} from '../support/embeddedSignIn';

/** Reset codes the provider "e-mailed", by user name. */
const sentCodes = new Map<string, string>();
const USER = { id: 'user-test', userName: 'tess.tester@venueportal.test', password: 'correct horse', name: 'Tess Tester' };

let database: DatabaseHandle;
let app: FastifyInstance;
let provider: IdentityProvider;
let verifier: TokenVerifier;

const browser = (jar = new CookieJar(), server = () => app) => browserOf(server, jar);
const token = (form: Record<string, string>, origin?: string) => tokenRequest(app, form, origin);
const signIn = (b: ReturnType<typeof browser>, password = USER.password) => signInAs(app, b, { userName: USER.userName, password });

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  await addUser(database.db, USER);
  ({ app, provider, verifier } = await startInstance(database, { deliverResetCode: (user, code) => sentCodes.set(user.userName, code) }));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('embedded identity provider', () => {
  it('publishes its endpoints under /oidc', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${PUBLIC_URL}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${PUBLIC_URL}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${PUBLIC_URL}/oidc/token`);
    expect(discovery.end_session_endpoint).toBe(`${PUBLIC_URL}/oidc/session/end`);
    expect(discovery.jwks_uri).toBe(`${PUBLIC_URL}/oidc/jwks`);
  });

  it('tells MSAL the same endpoints behind a nominal https authority', () => {
    const auth = provider.browserAuth();
    expect(auth).toMatchObject({
      mode: 'embedded',
      clientId: 'venue-portal',
      authority: 'https://localhost:8080/oidc',
      resetAuthority: 'https://localhost:8080/oidc',
      knownAuthorities: ['localhost:8080'],
      protocolMode: 'OIDC',
      scopes: [API_SCOPE],
      resetQueryParameters: { flow: 'reset' },
    });
    expect(JSON.parse(auth.authorityMetadata!)).toMatchObject({
      issuer: `${PUBLIC_URL}/oidc`,
      authorization_endpoint: `${PUBLIC_URL}/oidc/auth`,
      token_endpoint: `${PUBLIC_URL}/oidc/token`,
      end_session_endpoint: `${PUBLIC_URL}/oidc/session/end`,
      jwks_uri: `${PUBLIC_URL}/oidc/jwks`,
    });
  });

  it('signs in with user name and password and issues an API token the server accepts', async () => {
    const tokens = await signIn(browser());
    const verified = await verifier.verify(tokens.access_token);
    expect(verified.userId).toBe(USER.id);
    expect(verified.claims.scope).toBe(API_SCOPE);
    expect(tokens.expires_in).toBe(600);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: USER.id, name: 'Tess Tester', given_name: 'Tess', family_name: 'Tester', email: USER.userName, aud: 'venue-portal' });
  });

  it('renews the API token with the refresh token, with the scopes MSAL asks for', async () => {
    const tokens = await signIn(browser());
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: MSAL_SCOPES });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const body = refreshed.json();
    expect((await verifier.verify(body.access_token)).userId).toBe(USER.id);
    expect(body.id_token).toBeTruthy();
  });

  it('re-renders the sign-in page with an error and the typed user name after a wrong password', async () => {
    const b = browser();
    const page = await startInteraction(b, pkce().challenge);
    const shown = await b.get(page);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Venue Portal');
    expect(shown.body).toContain('Forgot your password?');

    const wrong = await b.post(`${page}/login`, { userName: USER.userName, password: 'wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('The user name or password is incorrect.');
    expect(wrong.body).toContain(`value="${USER.userName}"`);
    expect(wrong.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
  });

  it('escapes what the user typed', async () => {
    const b = browser();
    const page = await startInteraction(b, pkce().challenge);
    const response = await b.post(`${page}/login`, { userName: '"><script>alert(1)</script>', password: 'x' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('answers "forgot your password" with B2C\'s AADB2C90118 error', async () => {
    const b = browser();
    const page = await startInteraction(b, pkce().challenge);
    const redirect = await followToPortal(b, await b.post(`${page}/forgot`, {}));
    expect(redirect.pathname).toBe('/auth-redirect');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('error_description')).toMatch(/^AADB2C90118:/);
    expect(redirect.searchParams.get('state')).toBe('state-1');
  });

  it('resets the password with an e-mailed code in the flow=reset request, signs the user in, and cancels with AADB2C90091', async () => {
    const b = browser();
    const { verifier: codeVerifier, challenge } = pkce();
    const page = await startInteraction(b, challenge, { flow: 'reset' });
    expect((await b.get(page)).body).toContain('Send verification code');

    // Unknown and known user names get the same answer; only the known one gets a code.
    const unknown = await b.post(`${page}/reset/code`, { userName: 'nobody@venueportal.test' });
    expect(unknown.body).toContain('Verification code');
    expect(sentCodes.has('nobody@venueportal.test')).toBe(false);
    await b.post(`${page}/reset/code`, { userName: USER.userName });
    const code = sentCodes.get(USER.userName)!;
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = await b.post(`${page}/reset`, { userName: USER.userName, code: code === '000000' ? '111111' : '000000', password: 'new password 1', confirm: 'new password 1' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.body).toContain('The verification code is wrong or has expired');
    const mismatch = await b.post(`${page}/reset`, { userName: USER.userName, code, password: 'new password 1', confirm: 'new password 2' });
    expect(mismatch.body).toContain('The two passwords do not match.');
    const short = await b.post(`${page}/reset`, { userName: USER.userName, code, password: 'short', confirm: 'short' });
    expect(short.body).toContain('at least 8 characters');

    const redirect = await followToPortal(b, await b.post(`${page}/reset`, { userName: USER.userName, code, password: 'new password 1', confirm: 'new password 1' }));
    const exchanged = await token({ grant_type: 'authorization_code', code: redirect.searchParams.get('code')!, redirect_uri: REDIRECT_URI, code_verifier: codeVerifier });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    await signIn(browser(), 'new password 1');

    // A code works once.
    const reuse = browser();
    const reusePage = await startInteraction(reuse, pkce().challenge, { flow: 'reset' });
    expect((await reuse.post(`${reusePage}/reset`, { userName: USER.userName, code, password: 'new password 2', confirm: 'new password 2' })).statusCode).toBe(400);

    const again = browser();
    const cancelPage = await startInteraction(again, pkce().challenge, { flow: 'reset' });
    const cancelled = await followToPortal(again, await again.post(`${cancelPage}/cancel`, {}));
    expect(cancelled.searchParams.get('error_description')).toMatch(/^AADB2C90091:/);

    await database.db.updateTable('authCredentials').set({ passwordHash: await hashPassword(USER.password) }).where('userId', '=', USER.id).execute();
  });

  it('stops accepting codes after five wrong tries', async () => {
    const b = browser();
    const page = await startInteraction(b, pkce().challenge, { flow: 'reset' });
    await b.post(`${page}/reset/code`, { userName: USER.userName });
    const code = sentCodes.get(USER.userName)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await b.post(`${page}/reset`, { userName: USER.userName, code: wrong, password: 'new password 3', confirm: 'new password 3' });
    const late = await b.post(`${page}/reset`, { userName: USER.userName, code, password: 'new password 3', confirm: 'new password 3' });
    expect(late.statusCode).toBe(400);
  });

  it('shows the reset page even to a signed-in user', async () => {
    const b = browser();
    await signIn(b);
    const page = await startInteraction(b, pkce().challenge, { flow: 'reset' });
    expect((await b.get(page)).body).toContain('Reset your password');
  });

  it('signs out through an auto-submitting page and returns to /login', async () => {
    const b = browser();
    const tokens = await signIn(b);
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${PUBLIC_URL}/login` });
    const confirm = await b.get(`/oidc/session/end?${params}`);
    expect(confirm.statusCode).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(confirm.headers['content-security-policy'] as string)?.[1];
    expect(confirm.body).toContain(`<script nonce="${nonce}">`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    const done = await b.post('/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/login`);

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: MSAL_SCOPES });
    expect(refreshed.statusCode).toBe(400);
  });

  it('keeps sessions in the database, so another server instance (or a restart) continues them', async () => {
    const jar = new CookieJar();
    await signIn(browser(jar));
    const rows = await database.db.selectFrom('oidcStore').select(['model']).distinct().execute();
    expect(rows.map((r) => r.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));

    const { app: otherApp } = await startInstance(database);
    try {
      const b = browser(jar, () => otherApp);
      const redirect = await followToPortal(b, await b.get(authorizeUrl(pkce().challenge)));
      expect(redirect.searchParams.get('code')).toBeTruthy();
    } finally {
      await otherApp.close();
    }
  });

  it("answers CORS for the token endpoint to the portal's origins only", async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/oidc/token',
      headers: { host: HOST, origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    const foreign = await token({ grant_type: 'refresh_token', refresh_token: 'unknown' }, 'https://evil.example');
    expect(foreign.json()).toMatchObject({ error: 'invalid_request' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
