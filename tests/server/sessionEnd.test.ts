import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_ROTATION_GRACE_MS } from '@/server/auth/embedded/settings';
import { CACHE_MS } from '@/server/auth/sessions';
import { openTemplateCopy } from '../support/testServer';
import { addUser, browser, decodeJwt, HOST, refresh, signIn, signOutAtProvider, startInstance, type EmbeddedInstance, type Tokens } from '../support/embeddedSignIn';

const USER = { id: 'user-session', userName: 'sam.session@venueportal.test', password: 'a long password', name: 'Sam Session' };
const START = new Date('2026-11-26T09:00:00Z');

let database: Awaited<ReturnType<typeof openTemplateCopy>>;
/** Two server instances on one database, as behind a load balancer. */
let one: EmbeddedInstance;
let two: EmbeddedInstance;

/** An API call with the access token. */
const callApi = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/main/Idam/User/Permissions', headers: { host: HOST, authorization: `Bearer ${accessToken}` } });

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeAll(async () => {
  database = await openTemplateCopy();
  await addUser(database.db, USER);
  one = await startInstance(database);
  two = await startInstance(database);
});

afterAll(async () => {
  await one?.app.close();
  await two?.app.close();
  await database?.close();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Signs in on instance one and checks that both instances accept the token (so both have read the session). */
async function signedIn(): Promise<{ b: ReturnType<typeof browser>; tokens: Tokens }> {
  const b = browser(() => one.app);
  const tokens = await signIn(one.app, b, USER);
  expect((await callApi(one.app, tokens.access_token)).statusCode).toBe(200);
  expect((await callApi(two.app, tokens.access_token)).statusCode).toBe(200);
  return { b, tokens };
}

describe('the end of a session', () => {
  it('issues access tokens of ten minutes that name their session', async () => {
    const { tokens } = await signedIn();
    const claims = decodeJwt(tokens.access_token);
    expect(tokens.expires_in).toBe(600);
    expect(claims.exp).toBe((claims.iat as number) + 600);
    expect(claims.sid).toEqual(expect.any(String));
  });

  it("refuses the old access token once the user signed out at the provider: at once on that instance, on the others within the cache's few seconds", async () => {
    const { b, tokens } = await signedIn();
    const done = await signOutAtProvider(b, tokens.id_token);
    expect(done.statusCode).toBe(303);

    const refused = await callApi(one.app, tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Sign-in required: the session has ended');
    // Instance two read the session as alive a moment ago and trusts that for at most CACHE_MS.
    expect(CACHE_MS).toBeLessThanOrEqual(5_000);
    advance(CACHE_MS - 1);
    expect((await callApi(two.app, tokens.access_token)).statusCode).toBe(200);
    advance(1);
    expect((await callApi(two.app, tokens.access_token)).statusCode).toBe(401);

    expect((await refresh(one.app, tokens.refresh_token!)).statusCode).toBe(400);
  });

  it("ends the session through the portal's own sign-out, also at the provider: no renewal, and a new sign-in is a new session", async () => {
    const { b, tokens } = await signedIn();
    const signOut = () => two.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { host: HOST, authorization: `Bearer ${tokens.access_token}` } });
    expect((await signOut()).statusCode).toBe(204);
    expect((await callApi(two.app, tokens.access_token)).statusCode).toBe(401);
    advance(CACHE_MS);
    expect((await callApi(one.app, tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(one.app, tokens.refresh_token!)).json()).toMatchObject({ error: 'invalid_grant' });
    // Signing out again is no error while the token is otherwise valid; without a token it is a 401.
    expect((await signOut()).statusCode).toBe(204);
    expect((await two.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { host: HOST } })).statusCode).toBe(401);

    // The same browser signs in again: it gets a new session, not the ended one back.
    const again = await signIn(one.app, b, USER);
    expect(decodeJwt(again.access_token).sid).not.toBe(decodeJwt(tokens.access_token).sid);
    expect((await callApi(one.app, again.access_token)).statusCode).toBe(200);
  });

  it('keeps the other sessions of the same user', async () => {
    const first = await signedIn();
    const second = await signedIn();
    await signOutAtProvider(first.b, first.tokens.id_token);
    expect((await callApi(one.app, first.tokens.access_token)).statusCode).toBe(401);
    expect((await callApi(one.app, second.tokens.access_token)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('are replaced at every renewal', async () => {
    const { tokens } = await signedIn();
    const renewed = await refresh(one.app, tokens.refresh_token!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json() as Tokens;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    advance(REFRESH_ROTATION_GRACE_MS);
    expect((await refresh(two.app, next.refresh_token!)).statusCode).toBe(200);
  });

  it('still renew with the replaced token for a few seconds, for tabs that renewed at the same moment', async () => {
    const { tokens } = await signedIn();
    expect((await refresh(one.app, tokens.refresh_token!)).statusCode).toBe(200);
    advance(REFRESH_ROTATION_GRACE_MS - 1_000);
    expect((await refresh(two.app, tokens.refresh_token!)).statusCode).toBe(200);
  });

  it('end the whole session when a replaced one is used again: its access tokens and its newest refresh token are refused', async () => {
    const { tokens } = await signedIn();
    const next = (await refresh(one.app, tokens.refresh_token!)).json() as Tokens;
    expect((await callApi(two.app, next.access_token)).statusCode).toBe(200);

    advance(REFRESH_ROTATION_GRACE_MS);
    const reused = await refresh(one.app, tokens.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await callApi(one.app, next.access_token)).statusCode).toBe(401);
    expect((await callApi(one.app, tokens.access_token)).statusCode).toBe(401);
    advance(CACHE_MS);
    expect((await callApi(two.app, next.access_token)).statusCode).toBe(401);
    expect((await refresh(two.app, next.refresh_token!)).statusCode).toBe(400);
    const ended = await database.db.selectFrom('endedSessions').select(['reason']).where('sessionKey', '=', `sid:${decodeJwt(tokens.access_token).sid as string}`).executeTakeFirst();
    expect(ended).toEqual({ reason: 'refresh-token-reuse' });
  });
});
