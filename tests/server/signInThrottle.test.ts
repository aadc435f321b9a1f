import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressKey, createSignInThrottle, POLICIES, waitAfter } from '@/server/auth/embedded/throttle';
import { hashPassword } from '@/server/auth/passwords';
import type { DatabaseHandle } from '@/server/db/connect';
import { openTemplateCopy } from '../support/testServer';
import { addUser, browser, CookieJar, pkce, startInstance, startInteraction, type Browser, type EmbeddedInstance } from '../support/embeddedSignIn';
import { openSignInState, TEST_DATABASE_URL } from '../support/signInStateDatabase';

const START = new Date('2026-11-26T09:00:00Z');
const USER = { id: 'user-guarded', userName: 'gus.guarded@venueportal.test', password: 'the right password', name: 'Gus Guarded' };

/** The throttle's clock: the pinned time, and waits that move it on (as far as the latest wait ends) instead of sleeping. */
const held: number[] = [];
const clock = {
  now: () => Date.now(),
  sleepUntil: async (time: number) => {
    held.push(time - Date.now());
    vi.setSystemTime(Math.max(Date.now(), time));
  },
};

let database: Awaited<ReturnType<typeof openTemplateCopy>>;
/** Reset codes the provider "e-mailed", by user name. */
const sentCodes = new Map<string, string>();
let instance: EmbeddedInstance;

beforeAll(async () => {
  database = await openTemplateCopy();
  await addUser(database.db, USER);
  instance = await startInstance(database, { throttleClock: clock, deliverResetCode: (user, code) => sentCodes.set(user.userName, code) });
});

afterAll(async () => {
  await instance?.app.close();
  await database?.close();
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  held.length = 0;
  await database.db.deleteFrom('signInFailures').execute();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A sign-in page of its own, opened from the given client address (and in the given language). */
async function signInPage(ip = '203.0.113.7', uiLocales?: string): Promise<{ b: Browser; attempt(userName: string, password: string): Promise<LightMyRequestResponse> }> {
  const b = browser(() => instance.app, new CookieJar());
  const page = await startInteraction(b, pkce().challenge, uiLocales ? { ui_locales: uiLocales } : undefined);
  return { b, attempt: (userName, password) => b.post(`${page}/login`, { userName, password }, { 'x-forwarded-for': ip }) };
}

describe('password guessing', () => {
  it('is slowed per account: free tries, then answers held back 1 s and 2 s, then 429 with Retry-After; success clears it', async () => {
    const { attempt } = await signInPage();
    for (let i = 0; i < POLICIES.account.free; i++) expect((await attempt(USER.userName, 'wrong')).statusCode).toBe(401);
    expect(held).toEqual([]);

    expect((await attempt(USER.userName, 'wrong')).statusCode).toBe(401);
    expect((await attempt(USER.userName, 'wrong')).statusCode).toBe(401);
    expect(held).toEqual([1_000, 2_000]);

    const refused = await attempt(USER.userName, USER.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('4');
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('Too many failed attempts to sign in. Wait 4 seconds and try again.');
    // Refused attempts do not count: the wait does not grow while someone is made to wait.
    expect((await attempt(USER.userName, 'wrong')).headers['retry-after']).toBe('4');
    // The same person typing their name in another case is the same account.
    expect((await attempt(USER.userName.toUpperCase(), USER.password)).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + 4_000);
    const signedIn = await attempt(USER.userName, USER.password);
    expect(signedIn.statusCode).toBe(303);
    held.length = 0;
    expect((await attempt(USER.userName, 'wrong')).statusCode).toBe(401);
    expect(held).toEqual([]);
  });

  it("clears the account's failures when its owner resets the password", async () => {
    const { attempt } = await signInPage();
    for (let i = 0; i < POLICIES.account.free + 2; i++) await attempt(USER.userName, 'wrong');
    expect((await attempt(USER.userName, USER.password)).statusCode).toBe(429);

    const b = browser(() => instance.app, new CookieJar());
    const page = await startInteraction(b, pkce().challenge, { flow: 'reset' });
    await b.post(`${page}/reset/code`, { userName: USER.userName });
    const reset = await b.post(`${page}/reset`, { userName: USER.userName, code: sentCodes.get(USER.userName)!, password: 'a new password', confirm: 'a new password' });
    expect(reset.statusCode).toBe(303);
    expect((await (await signInPage()).attempt(USER.userName, 'a new password')).statusCode).toBe(303);
    await database.db.updateTable('authCredentials').set({ passwordHash: await hashPassword(USER.password) }).where('userId', '=', USER.id).execute();
  });

  it('grows the wait to 15 minutes at most, and forgets failures a day after the last', () => {
    const { account } = POLICIES;
    expect([3, 4, 5, 6, 10].map((f) => waitAfter(account, f))).toEqual([1_000, 2_000, 4_000, 8_000, 128_000]);
    expect(waitAfter(account, 40)).toBe(15 * 60 * 1000);
    expect(account.forgetAfterMs).toBe(24 * 60 * 60 * 1000);
  });

  it('counts parallel guesses one by one, so a burst cannot slip past the count', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, () => signInPage()));
    const answers = await Promise.all(pages.map((p) => p.attempt(USER.userName, 'wrong')));
    const statuses = answers.map((a) => a.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    const row = await database.db.selectFrom('signInFailures').select('failures').where('key', '=', `account:${USER.userName}`).executeTakeFirstOrThrow();
    expect(row.failures).toBe(checked);
    // Only the free tries and the ones held back for at most 2 seconds were checked: 1 s, 2 s, then a 4 s wait refuses.
    expect(checked).toBe(POLICIES.account.free + 2);
  });

  // Twenty-odd password checks (scrypt) take a while on a busy machine.
  it('is slowed per client address across accounts, and leaves other addresses alone', { timeout: 90_000 }, async () => {
    const { attempt } = await signInPage('198.51.100.20');
    for (let i = 0; i < POLICIES.address.free; i++) expect((await attempt(`nobody-${i}@venueportal.test`, 'guess')).statusCode).toBe(401);
    expect(held).toEqual([]);
    expect((await attempt('another@venueportal.test', 'guess')).statusCode).toBe(401);
    expect(held).toEqual([1_000]);
    expect((await attempt('yet-another@venueportal.test', 'guess')).statusCode).toBe(401);
    const refused = await attempt('and-another@venueportal.test', 'guess');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('4');

    const elsewhere = await signInPage('198.51.100.21');
    expect((await elsewhere.attempt(USER.userName, USER.password)).statusCode).toBe(303);
    expect(held).toEqual([1_000, 2_000]);
  });

  it("says so in the portal's language", async () => {
    const { attempt } = await signInPage('192.0.2.1', 'da-DK');
    for (let i = 0; i < POLICIES.account.free + 2; i++) await attempt(USER.userName, 'forkert');
    const refused = await attempt(USER.userName, 'forkert');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('<html lang="da-DK">');
    expect(refused.body).toContain('For mange mislykkede forsøg på at logge ind. Vent 4 sekunder, og prøv igen.');
    expect(refused.body).toContain('Brugernavn');
  });

  it('treats an IPv6 client by its /64 network and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:85a3:1:8a2e:370:7334:1')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe.runIf(Boolean(TEST_DATABASE_URL))('password guessing on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSignInState('postgres', 'sign_in_throttle_test');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is counted alike by every server instance, also for parallel attempts', async () => {
    const instances = [createSignInThrottle(handle.db, clock), createSignInThrottle(handle.db, clock)];
    const attempt = { userName: 'pat.parallel@venueportal.test', ip: '203.0.113.50' };
    const admissions = await Promise.all(Array.from({ length: 10 }, (_, i) => instances[i % 2].admit(attempt)));
    const admitted = admissions.filter((a) => a.admitted);
    expect(admitted).toHaveLength(POLICIES.account.free + 2);
    for (const a of admitted) if (a.admitted) await a.settle(false);
    const refused = admissions.find((a) => !a.admitted);
    expect(refused).toEqual({ admitted: false, retryAfterSeconds: 4 });
  });
});
