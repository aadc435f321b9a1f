import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../src/server/app';
import { createTokenVerifier } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';

/**
 * `npm run bench:export`: how long a data-subject export takes for a guest with 500 bookings (docs/benchmarks.md). On
 * the database in DATA_DIR (or DATABASE_URL), seeded with the demo: it gives one Danish guest 500 bookings spread over
 * the country's venues (and removes them at the end), then asks for the JSON and the PDF export 20 times each, in
 * process (Fastify's inject: the server's own time, without a network), and prints p50, p95 and the slowest, and the
 * median CPU time of this process (which, unlike the wall time, another busy process on the machine hardly changes;
 * with PostgreSQL, the database server's share is not in it).
 */
const BOOKINGS = 500;
const ROUNDS = 20;
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle.db);
const db = handle.db;

const guest = await db.selectFrom('guestProfiles').select(['id', 'email', 'country']).where('country', '=', 'dk').where('email', 'is not', null).where('anonymizedAt', 'is', null).orderBy('id').executeTakeFirstOrThrow();
const venues = await db.selectFrom('venueDetails').innerJoin('venues', 'venues.id', 'venueDetails.venuePortalId').select('venueDetails.id').where('venues.country', '=', 'dk').execute();
if (!venues.length) throw new Error('No Danish venue details: seed the demo first (npm run seed -- --reset)');
const tag = `bench-export-${Date.now()}`;
const customers = await db
  .insertInto('bookingCustomers')
  .values(venues.map((v) => ({ venueDetailsId: v.id, name: 'Bench Guest', email: guest.email, phoneNumber: '+4500000000', type: 0 })))
  .returning('id')
  .execute();
const start = Date.parse('2025-01-01T18:00:00Z');
await db
  .insertInto('bookings')
  .values(
    Array.from({ length: BOOKINGS }, (_, i) => ({
      venueDetailsId: venues[i % venues.length].id,
      bookingCustomerId: customers[i % customers.length].id,
      guestCount: 2 + (i % 6),
      arrival: new Date(start + i * 86_400_000),
      departure: new Date(start + i * 86_400_000 + 3 * 3_600_000),
      customerMessage: `Table by the window, please (${tag})`,
      tags: JSON.stringify(['Birthday']),
      orderLines: JSON.stringify([{ name: 'Champagne', quantity: 1, unitPrice: 89900 }]),
    })),
  )
  .execute();

const { publicKey, privateKey } = await generateKeyPair('RS256');
const verifier = createTokenVerifier({ issuer: 'http://bench/oidc', audience: 'api://venue-portal', jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] } });
const token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k' }).setIssuer('http://bench/oidc').setAudience('api://venue-portal').setSubject('user-hq').setExpirationTime('1h').sign(privateKey);
const app = await buildApp({ config, db, listen: handle.listen, verifier, serveStatic: false });

async function measure(format: 'json' | 'pdf') {
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  let bookings = 0;
  for (let i = 0; i < ROUNDS + 2; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await app.inject({ method: 'POST', url: `/api/crm/api/UserProfiles/dk/${guest.id}/export`, payload: { format, reason: 'Benchmark' }, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
    if (i >= 2) {
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
    bytes = res.rawPayload.length;
    if (format === 'json') bookings = (res.json() as { sections: { bookings: unknown[] } }).sections.bookings.length;
  }
  const at = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))].toFixed(0);
  console.log(`${format}: p50 ${at(times, 0.5)} ms, p95 ${at(times, 0.95)} ms, slowest ${at(times, 1)} ms, CPU p50 ${at(cpu, 0.5)} ms, ${(bytes / 1024).toFixed(0)} KiB${format === 'json' ? `, ${bookings} bookings` : ''}`);
}

try {
  await measure('json');
  await measure('pdf');
} finally {
  await db.deleteFrom('bookings').where('customerMessage', 'like', `%${tag}%`).execute();
  await db.deleteFrom('bookingCustomers').where('id', 'in', customers.map((c) => c.id)).execute();
  await db.deleteFrom('guestAccessLogs').where('guestId', '=', guest.id).where('reason', '=', 'Benchmark').execute();
  await app.close();
  await handle.close();
}
