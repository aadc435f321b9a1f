import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { loadConfig } from '@/server/config';
import { createServer, type RunningServer } from '@/server/server';
import { DEMO_USERS } from '@/server/seed/demoUsers';
import { browser, pkce, startInteraction } from '../support/embeddedSignIn';

const B2C = {
  AUTH_MODE: 'b2c',
  B2C_TENANT: 'venueportal',
  B2C_SIGN_IN_POLICY: 'B2C_1_signin',
  B2C_RESET_POLICY: 'B2C_1_reset',
  B2C_CLIENT_ID: 'client-id',
  B2C_API_SCOPE: 'https://venueportal.onmicrosoft.com/api/admin.readwrite',
  B2C_ISSUER: 'https://venueportal.b2clogin.com/tenant-id/v2.0/',
};
const PG = { DATABASE_URL: 'postgres://venueportal:venueportal@127.0.0.1:5432/venueportal' };
const SECRET = { SIGNING_KEY_SECRET: 'a-secret-of-more-than-thirty-two-characters' };

const demoOf = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv).demo;

/** The server as `npm start` builds it, on a data folder of its own: a copy of the run's migrated database without data, or of the seeded demo. */
async function withServer(env: Record<string, string>, from: 'empty' | 'demo', check: (server: RunningServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vp-demo-mode-'));
  cpSync(inject(from === 'demo' ? 'templateDatabase' : 'migratedDatabase'), dir, { recursive: true });
  try {
    const server = await createServer(loadConfig({ LOG_LEVEL: 'silent', PORT: '8080', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: dir, ...env } as NodeJS.ProcessEnv), { serveStatic: false });
    try {
      await check(server);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signInPageOf(server: RunningServer): Promise<string> {
  const b = browser(() => server.app);
  return (await b.get(await startInteraction(b, pkce().challenge))).body;
}

describe('the demo', () => {
  it.each([
    ['embedded sign-in on the embedded database', {}, true],
    ['embedded sign-in on PostgreSQL', PG, false],
    ['Azure AD B2C on the embedded database', B2C, false],
    ['Azure AD B2C on PostgreSQL', { ...B2C, ...PG }, false],
    ['asked for on PostgreSQL (SEED=demo)', { ...PG, SEED: 'demo' }, true],
    ['asked for with Azure AD B2C (SEED=demo)', { ...B2C, SEED: 'demo' }, true],
    ['refused on the embedded database (SEED=never)', { SEED: 'never' }, false],
  ])('runs for %s: %s', (_case, env, demo) => {
    expect(demoOf(env as Record<string, string>)).toBe(demo);
  });

  it('is not loaded into an empty database with Azure AD B2C', { timeout: 120_000 }, async () => {
    await withServer(B2C, 'empty', async ({ database }) => {
      expect(await database.db.selectFrom('venues').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('authCredentials').select('userName').execute()).toEqual([]);
    });
  });

  it('is not loaded with SEED=never, and then the embedded sign-in needs SIGNING_KEY_SECRET', { timeout: 120_000 }, async () => {
    await expect(withServer({ SEED: 'never' }, 'empty', async () => undefined)).rejects.toThrow(/Set SIGNING_KEY_SECRET/);
    await withServer({ SEED: 'never', ...SECRET }, 'empty', async (server) => {
      expect(await server.database.db.selectFrom('authCredentials').select('userName').execute()).toEqual([]);
      const page = await signInPageOf(server);
      expect(page).toContain('Sign in');
      expect(page).not.toContain('Demo users');
      const [key] = await server.database.db.selectFrom('signingKeys').select(['privateJwk', 'sealedJwk']).execute();
      expect(key.privateJwk).toBeNull();
      expect(key.sealedJwk).toBeTruthy();
    });
  });

  it('lists its users on the sign-in page only in the demo, even where the database holds them', { timeout: 120_000 }, async () => {
    await withServer({}, 'demo', async (server) => {
      const page = await signInPageOf(server);
      expect(page).toContain('Demo users');
      for (const user of DEMO_USERS) expect(page).toContain(user.userName);
    });
    await withServer({ SEED: 'never', ...SECRET }, 'demo', async (server) => {
      const page = await signInPageOf(server);
      expect(page).not.toContain('Demo users');
      expect(page).not.toContain('venue-demo');
    });
  });
});
