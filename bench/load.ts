import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { openDatabase } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/seed';
import dayjs, { isoWeekOf } from '../src/shared/dayjs';
import { emptyPostgresDatabase } from '../tests/support/emptyPostgresDatabase';
import { freePort } from '../tests/support/freePort';
import { waitForServer } from './support/waitForServer';

/**
 * `npm run bench:load`: the API under a realistic mix of reads and writes from many people at once, measured with
 * autocannon on loopback. The demo is seeded into a fresh database: the embedded one (PGlite in a temporary folder,
 * one instance), or with BENCH_DATABASE_URL a PostgreSQL database `<that database>_load`, dropped and created again,
 * served by BENCH_INSTANCES instances (default 2) that share the connections between them. Each instance runs in a
 * process of its own (`bench/apiServer.ts`). Prints requests per second, p50/p99/max latency and errors, with the
 * machine's load average.
 *
 * Environment: BENCH_SECONDS (default 60), BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL, BENCH_INSTANCES;
 * BENCH_ONLY=bookings|search|tasks|permissions|write sends that kind of request alone, to see what each one costs;
 * BENCH_PROFILE_DIR writes each instance's CPU profile there (`--cpu-prof`, for DevTools' Performance panel).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const INSTANCES = DATABASE_URL ? Number(process.env.BENCH_INSTANCES ?? 2) : 1;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
// Linux counts a process's time in /proc in ticks of 1/100 s (USER_HZ) on every common build.
const CLOCK_TICKS = 100;
const ISSUER = 'http://localhost/bench';
const AUDIENCE = 'api://venue-portal';
const TARGET_P99_MS = 250;
const VENUE = 'venue-dk-norrebro';
const COUNTRY = 'dk';

/** A fresh database with the demo: its URL (PostgreSQL) or folder (PGlite). */
async function prepareDatabase(): Promise<{ env: Record<string, string>; cleanUp(): void }> {
  if (DATABASE_URL) {
    const target = await emptyPostgresDatabase(DATABASE_URL, 'load');
    const handle = await openDatabase({ databaseUrl: target, dataDir: 'unused' });
    await migrate(handle.db);
    await seed(handle.db);
    await handle.close();
    return { env: { DATABASE_URL: target }, cleanUp: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vp-load-'));
  const handle = await openDatabase({ dataDir: dir });
  await migrate(handle.db);
  await seed(handle.db);
  await handle.close();
  return { env: { DATA_DIR: dir }, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What people do at once on a Friday evening, in proportion: hosts reading tonight's bookings, guest relations
 * searching guests, managers reading the week's tasks, every screen asking for permissions, and a few writes.
 */
function mix(tokens: { hq: string; vm: string }): Request[] {
  const tonight = dayjs().tz('Europe/Copenhagen').format('YYYY-MM-DD');
  const week = isoWeekOf(dayjs().tz('Europe/Copenhagen'));
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (token: string) => ({ ...as(token), 'content-type': 'application/json' });
  const terms = ['an', 'jens', 'mari', 'han', 'sof', 'ol', 'kris', 'pet', 'la', 'em'];
  let n = 0;
  const bookings: Request = { method: 'GET', path: `/api/bookings/admin/bookings?venue-details-id=${VENUE}&from-date=${tonight}&to-date=${tonight}`, headers: as(tokens.vm) };
  const search: Request = {
    method: 'GET',
    headers: as(tokens.hq),
    setupRequest: (request) => ({ ...request, path: `/api/crm/api/UserProfiles/${COUNTRY}?query=${terms[n++ % terms.length]}&top=25&includeCount=true` }),
  };
  const tasks: Request = { method: 'GET', path: `/api/main/VenueTasks/${VENUE}/${week.year}/${week.week}`, headers: as(tokens.vm) };
  const permissions: Request = { method: 'GET', path: '/api/main/Idam/User/Permissions?useCache=true', headers: as(tokens.vm) };
  const write: Request = {
    method: 'POST',
    path: '/api/main/VenueTasks',
    headers: json(tokens.vm),
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ venueId: VENUE, title: `Check the cellar ${n++}`, date: tonight }) }),
  };
  const only = process.env.BENCH_ONLY;
  if (only) {
    const kinds: Record<string, Request> = { bookings, search, tasks, permissions, write };
    if (!kinds[only]) throw new Error(`BENCH_ONLY must be one of ${Object.keys(kinds).join(', ')}`);
    return [kinds[only]];
  }
  return [bookings, search, tasks, permissions, bookings, search, permissions, tasks, bookings, write];
}

function run(url: string, connections: number, requests: Request[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, requests, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const keys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const token = (userId: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'bench' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(userId).setIssuedAt().setExpirationTime('2h').sign(keys.privateKey);
const tokens = { hq: await token('user-hq'), vm: await token('user-vm') };

console.log(`Seeding the demo into ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}...`);
const database = await prepareDatabase();
/** A process's user and system time so far in milliseconds (Linux's /proc), NaN where there is none. */
function cpuMs(pid: number | undefined): number {
  const stat = pid && existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 13 ? ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS : NaN;
}

const servers: { process: ChildProcess; url: string }[] = [];
/** Stops the servers and waits for them to exit (a profile is written on the way out), then removes the database. */
const stop = async () => {
  const exited = servers.filter((s) => s.process.exitCode === null).map((s) => new Promise((resolve) => s.process.once('exit', resolve)));
  servers.forEach((s) => s.process.kill());
  await Promise.all(exited);
  database.cleanUp();
};

try {
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), '--import', 'tsx', join('bench', 'apiServer.ts')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...database.env, BENCH_PORT: String(port), BENCH_JWK: JSON.stringify(jwk), BENCH_ISSUER: ISSUER, BENCH_AUDIENCE: AUDIENCE },
    });
    servers.push({ process: child, url: `http://127.0.0.1:${port}` });
    await waitForServer(child, `${servers[i].url}/api/main/Idam/User/Permissions`, { authorization: `Bearer ${tokens.vm}` });
  }
  const before = loadavg()[0];
  const cpuBefore = servers.map((s) => cpuMs(s.process.pid));
  console.log(`${cpus().length} cores; load average ${before.toFixed(1)} before. ${CONNECTIONS} connections for ${SECONDS} s on ${INSTANCES} instance(s)...`);
  const share = (i: number) => Math.floor(CONNECTIONS / INSTANCES) + (i < CONNECTIONS % INSTANCES ? 1 : 0);
  const results = await Promise.all(servers.map((s, i) => run(s.url, share(i), mix(tokens))));
  const after = loadavg()[0];

  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const cpuSpent = servers.reduce((sum, s, i) => sum + cpuMs(s.process.pid) - cpuBefore[i], 0);
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  // Each instance's connections are measured apart; the worst of their percentiles stands for the whole.
  const worst = (pick: (r: Result) => number) => Math.max(...results.map(pick));
  const p99 = worst((r) => r.latency.p99);
  console.log(`\n| Database | Instances | Connections | Requests/s | p50 | p99 | max | Errors | Load average (1 min) |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} | ${INSTANCES} | ${CONNECTIONS} | ${Math.round(requests / SECONDS)} | ${worst((r) => r.latency.p50)} ms | ${p99} ms | ${worst((r) => r.latency.max)} ms | ${errors} | ${before.toFixed(1)} → ${after.toFixed(1)} |`,
  );
  // The servers' processor time per answer: steadier than latency on a shared machine, and what a change to a handler moves.
  if (Number.isFinite(cpuSpent)) console.log(`\nServer CPU time: ${(cpuSpent / requests).toFixed(2)} ms per request (${Math.round(cpuSpent)} ms for ${requests} requests).`);
  console.log(`\nTarget: p99 < ${TARGET_P99_MS} ms and 0 errors: ${p99 < TARGET_P99_MS && errors === 0 ? 'met' : 'NOT met'}.`);
} finally {
  await stop();
}
process.exit(0);
