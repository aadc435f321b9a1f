import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { runIfDue } from '@/server/jobs';
import { DEMO_PASSWORD } from '@/server/seed/demoUsers';
import { createServer, type RunningServer } from '@/server/server';
import { browser, PUBLIC_URL, signIn, type Tokens } from '../support/embeddedSignIn';
import { multipart } from '../support/multipart';
import { emptyPostgresDatabase } from '../support/emptyPostgresDatabase';

/**
 * Two instances of the whole server (sign-in, API, jobs) on one PostgreSQL, as behind a load balancer without sticky
 * sessions: started together on an empty database, they agree on one schema, one demo and one signing key.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('two server instances on one PostgreSQL', () => {
  let instances: RunningServer[] = [];
  let tokens: Tokens;
  const bearer = () => ({ authorization: `Bearer ${tokens.access_token}`, host: new URL(PUBLIC_URL).host });

  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '8080', PUBLIC_URL, DATABASE_URL: await emptyPostgresDatabase(url!, 'two_instances'), SEED: 'demo' } as NodeJS.ProcessEnv);
    instances = await Promise.all([createServer(config, { serveStatic: false }), createServer(config, { serveStatic: false })]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.close()));
  });

  it('sign a person in with each request of the flow going to the other instance, and accept the token on both', async () => {
    let turn = 0;
    const roundRobin = () => instances[turn++ % 2].app;
    tokens = await signIn(instances[1].app, browser(roundRobin), { userName: 'lars.nielsen@venueportal.test', password: DEMO_PASSWORD });
    expect(turn).toBeGreaterThan(2);
    for (const { app } of instances) {
      const response = await app.inject({ method: 'GET', url: '/api/main/Idam/User/Permissions', headers: bearer() });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('serve a file uploaded through one instance from the other', async () => {
    const content = Buffer.from('%PDF-1.4 fire plan');
    const body = multipart({ venueId: 'venue-dk-norrebro', folder: 'Safety' }, { name: 'Fire plan.pdf', type: 'application/pdf', content });
    const uploaded = await instances[0].app.inject({ method: 'POST', url: '/api/main/Media/venuedrive', payload: body.payload, headers: { ...body.headers, ...bearer() } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await instances[1].app.inject({ method: 'GET', url: uploaded.json().url, headers: bearer() });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('run a scheduled job once when both tick at the same moment', async () => {
    let runs = 0;
    const job = { name: 'two instances', everyMs: 60_000, run: async () => ++runs };
    const at = new Date('2026-11-26T03:50:00Z');
    await Promise.all(instances.flatMap(({ database }) => [runIfDue(database.db, job, at), runIfDue(database.db, job, at)]));
    expect(runs).toBe(1);
  });
});
