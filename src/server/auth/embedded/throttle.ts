import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { clock } from '@/shared/clock';

/** How failed sign-ins of one account, or from one client address, slow the next attempt. */
interface Policy {
  /** Failures answered without any wait. */
  free: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
  /** The longest wait. */
  maxWaitMs: number;
}

/**
 * An account is what a guesser aims at: a few free tries, then waits of 1 s, 2 s, 4 s ... up to 15 minutes. Many
 * people share a venue's address, so it gets more free tries and forgets sooner; it still stops a guesser who tries
 * many accounts with one password each.
 */
export const POLICIES = {
  account: { free: 3, forgetAfterMs: 24 * 60 * 60 * 1000, maxWaitMs: 15 * 60 * 1000 },
  address: { free: 20, forgetAfterMs: 60 * 60 * 1000, maxWaitMs: 15 * 60 * 1000 },
} satisfies Record<string, Policy>;

/** A wait up to this long is served by holding the answer back; a longer one is a 429 with `Retry-After`. */
export const MAX_HELD_MS = 2_000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FORGET_ALL_AFTER_MS = Math.max(...Object.values(POLICIES).map((p) => p.forgetAfterMs));

/** The wait after `failures` failures in a row: none for the free ones, then doubling from one second. */
export function waitAfter(policy: Policy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(1000 * 2 ** (failures - policy.free), policy.maxWaitMs);
}

/** IPv4 as it is; IPv6 by its /64 network, which one subscriber usually holds whole. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface Attempt {
  userName: string;
  ip: string;
}

export type Admission = { admitted: true; settle(succeeded: boolean): Promise<void> } | { admitted: false; retryAfterSeconds: number };

export interface Clock {
  now(): number;
  /** Resolves once `now()` has reached `time`. */
  sleepUntil(time: number): Promise<void>;
}

const realClock: Clock = { now: () => clock.now().getTime(), sleepUntil: (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - clock.now().getTime()))) };

/**
 * Password guessing is slowed per account and per client address, in the database so every server instance counts
 * the same failures. An attempt is counted as a failure before its password is checked, so parallel guesses cannot
 * slip past the count; a success then takes its count back and clears the account's failures.
 */
export function createSignInThrottle(db: Db, clock: Clock = realClock) {
  const accountKey = (userName: string) => `account:${userName.trim().toLowerCase()}`;
  const keysOf = (attempt: Attempt) => [
    { key: accountKey(attempt.userName), policy: POLICIES.account },
    { key: `address:${addressKey(attempt.ip)}`, policy: POLICIES.address },
  ];

  /** Counts the attempt when no wait is left, else says until when to wait (nothing is counted then). */
  async function claim(attempt: Attempt): Promise<{ now: number; until: number }> {
    const keys = keysOf(attempt);
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('signInFailures')
        .values(keys.map(({ key }) => ({ key, failures: 0, lastFailureAt: new Date(clock.now()) })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      // Locked in key order, so two attempts never wait for each other's rows crosswise.
      const rows = await trx
        .selectFrom('signInFailures')
        .select(['key', 'failures', 'lastFailureAt'])
        .where(
          'key',
          'in',
          keys.map((k) => k.key),
        )
        .orderBy('key')
        .forUpdate()
        .execute();
      // The time is read holding the rows, so it is never older than the failures they record.
      const now = clock.now();
      const counted = keys.map(({ key, policy }) => {
        const row = rows.find((r) => r.key === key)!;
        const last = row.lastFailureAt.getTime();
        const failures = now - last >= policy.forgetAfterMs ? 0 : row.failures;
        const wait = waitAfter(policy, failures);
        // No wait is no wait, even where another instance's clock ran ahead when it recorded the last failure.
        return { key, failures, until: wait ? last + wait : now };
      });
      const until = Math.max(...counted.map((c) => c.until));
      if (until > now) return { now, until };
      for (const { key, failures } of counted) {
        await trx
          .updateTable('signInFailures')
          .set({ failures: failures + 1, lastFailureAt: new Date(now) })
          .where('key', '=', key)
          .execute();
      }
      return { now, until: now };
    });
  }

  let lastSweep = 0;
  /** Rows of failures every policy has forgotten (user names that were only tried once, say). */
  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db.deleteFrom('signInFailures').where('lastFailureAt', '<', new Date(now - FORGET_ALL_AFTER_MS)).execute();
  }

  async function settle(attempt: Attempt, succeeded: boolean): Promise<void> {
    await sweep(clock.now());
    if (!succeeded) return;
    const [account, address] = keysOf(attempt);
    await db.deleteFrom('signInFailures').where('key', '=', account.key).execute();
    await db
      .updateTable('signInFailures')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('key', '=', address.key)
      .execute();
  }

  return {
    /**
     * Admits an attempt, holding it back first when the wait left is short; a longer wait refuses it. Whoever is
     * admitted must `settle` it with the outcome.
     */
    async admit(attempt: Attempt): Promise<Admission> {
      for (;;) {
        const { now, until } = await claim(attempt);
        if (until <= now) return { admitted: true, settle: (succeeded) => settle(attempt, succeeded) };
        if (until - now > MAX_HELD_MS) return { admitted: false, retryAfterSeconds: Math.ceil((until - now) / 1000) };
        await clock.sleepUntil(until);
      }
    },
    /** Clears an account's failures: its owner proved who they are another way (a password reset). */
    async forgetAccount(userName: string): Promise<void> {
      await db.deleteFrom('signInFailures').where('key', '=', accountKey(userName)).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
