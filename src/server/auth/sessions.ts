import type { Db } from '../db/connect';
import type { VerifiedToken } from './tokens';
import { clock } from '@/shared/clock';

/** The session an access token belongs to, as far as the token says. */
export interface TokenSession {
  /** The token's `sid` claim: the provider's session. */
  sid?: string;
  userId: string;
  /** The token's `iat`, in seconds. */
  issuedAt?: number;
}

export type SessionEndReason = 'sign-out' | 'refresh-token-reuse';

/** Which sessions have ended, in the database, so every server instance on it agrees. */
export interface SessionRegistry {
  /** False once the token's session has ended; an answer is at most `CACHE_MS` old. */
  isAlive(session: TokenSession): Promise<boolean>;
  /** `isAlive` for many sessions at once, in one query for those not read within `CACHE_MS`. */
  areAlive(sessions: TokenSession[]): Promise<boolean[]>;
  /** Ends the session at once for this instance and within `CACHE_MS` for the others. */
  end(session: TokenSession, reason: SessionEndReason): Promise<void>;
  /** Runs after every `end` on this instance (the identity provider ends its own session there). */
  onEnd(listener: (session: TokenSession) => Promise<void>): void;
}

/** How long an instance trusts what it last read about a session. */
export const CACHE_MS = 3_000;
/**
 * How long an ended session is remembered. Longer than any token of it can live: the embedded provider issues none
 * after the end, and an Azure AD B2C refresh token lives at most 90 days.
 */
const KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const CACHE_LIMIT = 10_000;
/** Session keys per query when many are read at once. */
const BATCH = 1_000;

/** The session of a verified token: its `sid`, or, when it has none, its user and issue time. */
export function sessionOf(token: VerifiedToken): TokenSession {
  const { sid, iat } = token.claims;
  return { sid: typeof sid === 'string' && sid ? sid : undefined, userId: token.userId, issuedAt: typeof iat === 'number' ? iat : undefined };
}

/** A token without a sid is ended by a sign-out of its user at or after its issue time. */
const keyOf = (session: TokenSession) => (session.sid ? `sid:${session.sid}` : `user:${session.userId}`);

function endedFor(session: TokenSession, endedAt: number | null): boolean {
  if (endedAt === null) return false;
  if (session.sid) return true;
  return session.issuedAt === undefined || session.issuedAt * 1000 <= endedAt;
}

export function createSessionRegistry(db: Db): SessionRegistry {
  const cache = new Map<string, { endedAt: number | null; readAt: number }>();
  const listeners: ((session: TokenSession) => Promise<void>)[] = [];
  let lastSweep = 0;

  function remember(key: string, endedAt: number | null, now: number): void {
    if (cache.size >= CACHE_LIMIT) for (const [k, v] of cache) if (now - v.readAt >= CACHE_MS) cache.delete(k);
    cache.set(key, { endedAt, readAt: now });
  }

  async function endedAt(key: string, now: number): Promise<number | null> {
    const hit = cache.get(key);
    if (hit && now - hit.readAt < CACHE_MS) return hit.endedAt;
    const row = await db.selectFrom('endedSessions').select('endedAt').where('sessionKey', '=', key).executeTakeFirst();
    const value = row ? row.endedAt.getTime() : null;
    remember(key, value, now);
    return value;
  }

  /**
   * Reads in one query what is not cached: a hub delivering a change to hundreds of connections, each of its own
   * session, would otherwise send as many queries at once every time their cache entries age out together.
   */
  async function endedAtMany(keys: string[], now: number): Promise<(number | null)[]> {
    const stale = [...new Set(keys.filter((key) => !(now - (cache.get(key)?.readAt ?? -Infinity) < CACHE_MS)))];
    for (let i = 0; i < stale.length; i += BATCH) {
      const batch = stale.slice(i, i + BATCH);
      const rows = await db.selectFrom('endedSessions').select(['sessionKey', 'endedAt']).where('sessionKey', 'in', batch).execute();
      const ended = new Map(rows.map((r) => [r.sessionKey, r.endedAt.getTime()]));
      for (const key of batch) remember(key, ended.get(key) ?? null, now);
    }
    return keys.map((key) => cache.get(key)?.endedAt ?? null);
  }

  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db.deleteFrom('endedSessions').where('keepUntil', '<', new Date(now)).execute();
  }

  return {
    async isAlive(session) {
      return !endedFor(session, await endedAt(keyOf(session), clock.now().getTime()));
    },
    async areAlive(sessions) {
      const ended = await endedAtMany(sessions.map(keyOf), clock.now().getTime());
      return sessions.map((session, i) => !endedFor(session, ended[i]));
    },
    async end(session, reason) {
      const now = clock.now().getTime();
      const key = keyOf(session);
      const row = await db
        .insertInto('endedSessions')
        .values({ sessionKey: key, endedAt: new Date(now), reason, keepUntil: new Date(now + KEEP_MS) })
        // A later sign-out of a user moves the line; an earlier one (another instance's clock) never moves it back.
        .onConflict((oc) =>
          oc.column('sessionKey').doUpdateSet((eb) => ({
            endedAt: eb.fn('greatest', ['endedSessions.endedAt', 'excluded.endedAt']),
            reason: eb.ref('excluded.reason'),
            keepUntil: eb.ref('excluded.keepUntil'),
          })),
        )
        .returning('endedAt')
        .executeTakeFirstOrThrow();
      remember(key, row.endedAt.getTime(), now);
      for (const listener of listeners) await listener(session);
      await sweep(now);
    },
    onEnd(listener) {
      listeners.push(listener);
    },
  };
}
