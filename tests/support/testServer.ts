import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '@/server/app';
import { createEmbeddedIdentityProvider } from '@/server/auth/embeddedProvider';
import { createSessionRegistry } from '@/server/auth/sessions';
import { createTokenVerifier, type TokenVerifier } from '@/server/auth/tokens';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle, type Db } from '@/server/db/connect';
import { pinnedMoment, seededAt } from './pinnedClock';
import { seededPostgresDatabase } from './seededPostgresDatabase';

const ISSUER = 'http://localhost:8080/oidc';
const AUDIENCE = 'api://venue-portal';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  verifier: TokenVerifier;
  /** A valid access token for the user. */
  token(userId: string): Promise<string>;
  /** A token signed with a key the server does not trust. */
  badSignatureToken(userId: string): Promise<string>;
  expiredToken(userId: string): Promise<string>;
  /** A valid token that expires in that many seconds. */
  tokenExpiringIn(userId: string, seconds: number): Promise<string>;
  /** Calls the API as the user (`null`: without a token). */
  request(userId: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Another server instance on the same PostgreSQL database, trusting the same tokens (only with `postgres`). */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

type TestDatabase = Pick<DatabaseHandle, 'db' | 'listen'> & { dir: string; url?: string; close(): Promise<void> };

async function sign(key: PrivateKey, kid: string, userId: string, expiresIn: string | number) {
  return new SignJWT({ scope: 'api://venue-portal/admin.readwrite' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(expiresIn)
    .sign(key);
}

/**
 * A fresh, migrated and seeded database (`seededPostgresDatabase`), its demo built around the file's pinned moment, or
 * else the one the embedded template was built around; files go to a private directory, thrown away on close.
 */
async function onPostgres(url: string, suffix: string): Promise<TestDatabase> {
  const target = new URL(await seededPostgresDatabase(url, suffix, pinnedMoment() ?? seededAt(), inject('templateDatabase')));
  const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: 'unused' });
  const dir = mkdtempSync(join(tmpdir(), 'vp-test-'));
  return {
    db: handle.db,
    listen: handle.listen,
    dir,
    url: target.toString(),
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A private copy of the migrated, seeded database of the test run (or of the `empty` migrated one), thrown away on close. */
export async function openTemplateCopy(from: 'seeded' | 'empty' = 'seeded'): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'vp-test-'));
  cpSync(inject(from === 'seeded' ? 'templateDatabase' : 'migratedDatabase'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    db: database.db,
    listen: database.listen,
    dir,
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServerOptions {
  /** Configuration added to the server's environment. */
  env?: Record<string, string>;
  /** Run on a real PostgreSQL server instead of a copy of the embedded template: its URL and a name for this file's database. */
  postgres?: { url: string; name: string };
  /** The resources the server serves instead of the schema's (a scratch entity's test adds its own). */
  resources?: AppOptions['resources'];
  /** Mount the embedded OpenID provider too (the API still trusts only the test key's tokens). */
  identityProvider?: boolean;
  /** Serve the built portal from this folder. */
  staticDir?: string;
  onRoute?: AppOptions['onRoute'];
}

/** The API on a private copy of the seeded database, with tokens signed by a test key; `env` adds configuration. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.postgres ? await onPostgres(options.postgres.url, options.postgres.name) : await openTemplateCopy();
  const { dir } = database;
  const trusted = await generateKeyPair('RS256');
  const untrusted = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(trusted.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [publicJwk] } });
  const loaded = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, ...options.env } as NodeJS.ProcessEnv);
  const config = options.staticDir ? { ...loaded, staticDir: options.staticDir } : loaded;
  const sessions = createSessionRegistry(database.db);
  const identityProvider = options.identityProvider ? await createEmbeddedIdentityProvider({ config, db: database.db, sessions }) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    verifier,
    sessions,
    identityProvider,
    serveStatic: Boolean(options.staticDir),
    resources: options.resources,
    onRoute: options.onRoute,
  });
  await app.ready();
  const token = (userId: string) => sign(trusted.privateKey, 'test', userId, '1h');
  const others: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  return {
    app,
    db: database.db,
    verifier,
    token,
    badSignatureToken: (userId) => sign(untrusted.privateKey, 'test', userId, '1h'),
    expiredToken: (userId) => sign(trusted.privateKey, 'test', userId, Math.floor(Date.now() / 1000) - 60),
    tokenExpiringIn: (userId, seconds) => sign(trusted.privateKey, 'test', userId, Math.floor(Date.now() / 1000) + seconds),
    async request(userId, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (userId) headers.authorization = `Bearer ${await token(userId)}`;
      return app.inject({ ...options, headers });
    },
    async anotherInstance() {
      if (!database.url) throw new Error('a second instance needs a PostgreSQL database');
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
      const other = await buildApp({ config, db: handle.db, listen: handle.listen, verifier, serveStatic: false });
      others.push({ app: other, handle });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.handle.close();
      }
      await app.close();
      await database.close();
    },
  };
}
