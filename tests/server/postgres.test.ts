import { sql } from 'kysely';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createTokenVerifier } from '@/server/auth/tokens';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/seed';

/**
 * The same server on a real PostgreSQL (DATABASE_URL). CI starts one and sets TEST_DATABASE_URL; on a machine
 * without it, the suite says it is skipped.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    expect(handle.kind).toBe('postgres');
    await sql`DROP SCHEMA public CASCADE`.execute(handle.db);
    await sql`CREATE SCHEMA public`.execute(handle.db);
    await migrate(handle.db);
    await seed(handle.db);
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const verifier = createTokenVerifier({ issuer: 'http://pg/oidc', audience: 'api://venue-portal', jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] } });
    token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k' }).setIssuer('http://pg/oidc').setAudience('api://venue-portal').setSubject('user-hq').setExpirationTime('1h').sign(privateKey);
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), db: handle.db, listen: handle.listen, verifier, serveStatic: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('migrates again without changes', async () => {
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('serves the API: lists, writes with versions, and domain actions', async () => {
    const links = await call('GET', '/api/main/Operations/ByCountry/dk');
    expect(links.json().length).toBeGreaterThan(3);
    const created = (await call('POST', '/api/main/Operations', { title: 'Postgres link', url: 'https://pg.example.com', category: 'other', country: 'dk' })).json();
    expect((await call('PUT', `/api/main/Operations/${created.id}`, { ...created, title: 'Renamed' })).json()).toMatchObject({ version: 2 });
    expect((await call('PUT', `/api/main/Operations/${created.id}`, { ...created, title: 'Stale' })).statusCode).toBe(409);
    const week = await call('GET', '/api/main/VenueTasks/venue-dk-norrebro/2026/47');
    expect(week.json().days).toHaveLength(7);
  });
});
