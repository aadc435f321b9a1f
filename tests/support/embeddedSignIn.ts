import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '@/server/app';
import type { Clock } from '@/server/auth/embedded/throttle';
import { API_SCOPE, createEmbeddedIdentityProvider, type ResetCodeDelivery } from '@/server/auth/embeddedProvider';
import type { IdentityProvider } from '@/server/auth/identityProvider';
import { hashPassword } from '@/server/auth/passwords';
import { createSessionRegistry, type SessionRegistry } from '@/server/auth/sessions';
import { createTokenVerifier, type TokenVerifier } from '@/server/auth/tokens';
import { loadConfig } from '@/server/config';
import type { DatabaseHandle, Db } from '@/server/db/connect';

export const PUBLIC_URL = 'http://localhost:8080';
export const HOST = 'localhost:8080';
export const REDIRECT_URI = `${PUBLIC_URL}/auth-redirect`;
/** What MSAL sends with the embedded provider: the API scope plus the default scopes src/auth/msal.ts gives it. */
export const MSAL_SCOPES = `${API_SCOPE} openid profile`;

export interface TestUser {
  id: string;
  userName: string;
  password: string;
  name: string;
}

/** A person who can sign in at the embedded provider. */
export async function addUser(db: Db, user: TestUser): Promise<void> {
  const [firstName, lastName] = user.name.split(' ');
  await db.insertInto('users').values({ id: user.id, userName: user.userName, name: user.name, firstName, lastName, email: user.userName, tags: JSON.stringify([]) }).execute();
  await db.insertInto('authCredentials').values({ userId: user.id, userName: user.userName, passwordHash: await hashPassword(user.password) }).execute();
}

/** One server instance: the API and the embedded provider on a shared database, as `createServer` joins them. */
export interface EmbeddedInstance {
  app: FastifyInstance;
  provider: IdentityProvider;
  verifier: TokenVerifier;
  sessions: SessionRegistry;
}

export async function startInstance(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: { deliverResetCode?: ResetCodeDelivery; throttleClock?: Clock; env?: Record<string, string> } = {},
): Promise<EmbeddedInstance> {
  const { db } = database;
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '8080', PUBLIC_URL, ...options.env } as NodeJS.ProcessEnv);
  const sessions = createSessionRegistry(db);
  const provider = await createEmbeddedIdentityProvider({ config, db, sessions, deliverResetCode: options.deliverResetCode, throttleClock: options.throttleClock });
  const verifier = createTokenVerifier({ issuer: provider.issuer, audience: provider.audience, jwks: provider.jwks });
  const app = await buildApp({ config, db, listen: database.listen, verifier, sessions, identityProvider: provider, serveStatic: false });
  await app.ready();
  return { app, provider, verifier, sessions };
}

/** Keeps the provider's cookies between requests, as a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value && !(cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.set(cookie.name, cookie.value);
      else this.cookies.delete(cookie.name);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Browser {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function browser(server: () => FastifyInstance, jar = new CookieJar()): Browser {
  const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}) => {
    const target = new URL(url, PUBLIC_URL);
    const response = await server().inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: HOST,
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL } : {}),
        ...headers,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(response);
    return response;
  };
  return { get: (url) => send('GET', url), post: (url, form, headers) => send('POST', url, form, headers) };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'venue-portal',
    response_type: 'code',
    response_mode: 'query',
    redirect_uri: REDIRECT_URI,
    scope: MSAL_SCOPES,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

/** Starts an authorization request and returns the interaction page's address. */
export async function startInteraction(b: Browser, challenge: string, extra?: Record<string, string>): Promise<string> {
  const response = await b.get(authorizeUrl(challenge, extra));
  expect(response.statusCode).toBe(303);
  const location = response.headers.location as string;
  expect(location).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return location;
}

/** Follows the provider's redirects until it sends the browser back to the portal. */
export async function followToPortal(b: Browser, response: LightMyRequestResponse): Promise<URL> {
  let current = response;
  for (let hops = 0; hops < 5; hops++) {
    expect([302, 303]).toContain(current.statusCode);
    const location = new URL(current.headers.location as string, PUBLIC_URL);
    if (!location.pathname.startsWith('/oidc/')) return location;
    current = await b.get(location.href);
  }
  throw new Error('the provider never redirected back to the portal');
}

/** A call to the token endpoint, as MSAL makes it. */
export async function tokenRequest(app: FastifyInstance, form: Record<string, string>, origin = PUBLIC_URL): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'venue-portal', ...form }).toString(),
  });
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
}

/** Signs in through the pages and exchanges the code, as MSAL does. */
export async function signIn(app: FastifyInstance, b: Browser, user: Pick<TestUser, 'userName' | 'password'>): Promise<Tokens> {
  const { verifier: codeVerifier, challenge } = pkce();
  const page = await startInteraction(b, challenge);
  const redirect = await followToPortal(b, await b.post(`${page}/login`, { userName: user.userName, password: user.password }));
  const code = redirect.searchParams.get('code');
  expect(code, redirect.href).toBeTruthy();
  const response = await tokenRequest(app, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, code_verifier: codeVerifier, scope: MSAL_SCOPES });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tokens;
}

/** Renews with a refresh token, as MSAL's silent renewal does. */
export function refresh(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: MSAL_SCOPES });
}

/** Signs out as MSAL's logout redirect does: the provider's page, then its auto-submitted confirmation. */
export async function signOutAtProvider(b: Browser, idToken: string): Promise<LightMyRequestResponse> {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${PUBLIC_URL}/login` });
  const confirm = await b.get(`/oidc/session/end?${params}`);
  expect(confirm.statusCode).toBe(200);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
  expect(xsrf).toBeTruthy();
  return b.post('/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
}

export function decodeJwt(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
}
