import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { openDatabase } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/seed';
import { freePort } from '../tests/support/freePort';
import { emptyPostgresDatabase } from '../tests/support/emptyPostgresDatabase';

/**
 * `npm run bench:realtime`: CLIENTS real `@microsoft/signalr` Node clients (WebSockets) on the messenger hub, and one
 * conversation change (a topic added or removed over the API) every INTERVAL_MS for SECONDS. For every push that
 * arrives: the time from the change's commit (the `publishedAt` the server stamps in the transaction, just before it
 * commits) to its arrival; pushes lost (a client that may see the venue and did not hear a change); pushes leaked (a
 * client that may not see it and did); the server's memory per connection. First one instance on the embedded
 * database (PGlite, in process), then two instances on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a
 * database `<its name>_bench_realtime` is created afresh), the clients split between them and the writes going to the
 * first, so that half the pushes cross instances through LISTEN/NOTIFY.
 *
 * Each server runs in a process of its own (`bench/apiServer.ts`); this one holds the clients and writes.
 * Environment: BENCH_CLIENTS (default 500), BENCH_SECONDS (default 30), BENCH_INTERVAL_MS (default 50).
 */

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ISSUER = 'http://localhost/bench';
const AUDIENCE = 'api://venue-portal';
const TARGET_P99_MS = 100;
/** Who listens: head office and UK guest relations see the UK venues written to; Emma (Finland) must hear nothing. */
const AUDIENCE_MIX = [
  { userId: 'user-hq', share: 0.4, seesUk: true },
  { userId: 'user-gr', share: 0.4, seesUk: true },
  { userId: 'user-cm', share: 0.2, seesUk: false },
];
const WRITER = 'user-gr';
const HUB = 'engage-messenger';
const API = '/api/crm/api';
/** Conversations written to in turn, so that two writes in flight never wait for the same row. */
const CONVERSATIONS = 10;

const keys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
/** A token of its own session for every client, as every person's browser has. */
const tokenFor = (userId: string) =>
  new SignJWT({ sid: randomUUID() }).setProtectedHeader({ alg: 'RS256', kid: 'bench' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(userId).setIssuedAt().setExpirationTime('2h').sign(keys.privateKey);

interface Server {
  base: string;
  process: ChildProcess;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join('bench', 'apiServer.ts')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env, BENCH_PORT: String(port), BENCH_JWK: JSON.stringify(jwk), BENCH_ISSUER: ISSUER, BENCH_AUDIENCE: AUDIENCE },
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that goes away during the run spoils it: say so at once rather than counting lost pushes.
  child.once('exit', (code, signal) => {
    if (!stopping) console.log(`The server on ${base} stopped during the run (${signal ?? `exit code ${code}`}).`);
  });
  const auth = { authorization: `Bearer ${await tokenFor('user-hq')}` };
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${base} stopped (exit code ${child.exitCode}).`);
    if (Date.now() > until) throw new Error(`${base} did not come up`);
    const up = await fetch(`${base}${API}/EngageMessenger/negotiate`, { headers: auth }).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    process: child,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory));
        child.send('memory');
      }),
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Client {
  connection: HubConnection;
  seesUk: boolean;
  /** Arrival latency (ms) of every push heard, by change (conversation id and version). */
  heard: Map<string, number>;
}

async function connectClients(servers: Server[]): Promise<Client[]> {
  const plan = AUDIENCE_MIX.flatMap(({ userId, share, seesUk }) => Array.from({ length: Math.round(CLIENTS * share) }, () => ({ userId, seesUk }))).slice(0, CLIENTS);
  const clients: Client[] = [];
  // In batches: 500 handshakes at once would measure the connect storm, not the pushes.
  for (let i = 0; i < plan.length; i += 25) {
    const batch = plan.slice(i, i + 25).map(async ({ userId, seesUk }, j) => {
      const token = await tokenFor(userId);
      const server = servers[(i + j) % servers.length];
      const connection = new HubConnectionBuilder()
        .withUrl(`${server.base}/hubs/${HUB}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets, skipNegotiation: true })
        .configureLogging(LogLevel.None)
        .build();
      const client: Client = { connection, seesUk, heard: new Map() };
      connection.on('changeTopics', (push: { conversationId: string; conversation: { version: number }; publishedAt: string }) => {
        client.heard.set(`${push.conversationId}@${push.conversation.version}`, Date.now() - Date.parse(push.publishedAt));
      });
      await connection.start();
      return client;
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

interface Outcome {
  label: string;
  changes: number;
  failedWrites: number;
  /** Seconds the last write ended after the last one was due: writes backed up when the server fell behind. */
  lag: number;
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  lost: number;
  leaked: number;
  bytesPerConnection: number;
  heapPerConnection: number;
  loadBefore: string;
  loadAfter: string;
}

async function run(label: string, servers: Server[]): Promise<Outcome> {
  const writer = { authorization: `Bearer ${await tokenFor(WRITER)}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${servers[0].base}${API}/EngageMessenger?isOpen=true`, { headers: writer })).json()) as { id: string; venueId: string }[];
  const conversations = list.filter((c) => c.venueId.startsWith('venue-uk-')).slice(0, CONVERSATIONS);
  if (conversations.length < CONVERSATIONS) throw new Error(`Only ${conversations.length} open UK conversations to write to`);

  const before = await Promise.all(servers.map((s) => s.memory()));
  const clients = await connectClients(servers);
  // Let the connections settle (handshakes answered, first pings) before measuring.
  await new Promise((r) => setTimeout(r, 2_000));
  const after = await Promise.all(servers.map((s) => s.memory()));
  const sum = (m: NodeJS.MemoryUsage[], key: 'rss' | 'heapUsed') => m.reduce((t, x) => t + x[key], 0);
  const loadBefore = load();
  console.log(`${label}: ${clients.length} clients connected; load average ${loadBefore}. Writing for ${SECONDS} s…`);

  const changes: string[] = [];
  let failedWrites = 0;
  const write = async (conversationId: string, remove: boolean) => {
    try {
      const r = await fetch(`${servers[0].base}${API}/EngageMessenger/Topic`, { method: 'POST', headers: writer, body: JSON.stringify({ conversationId, topic: 'Bench', remove }) });
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      const saved = (await r.json()) as { id: string; version: number };
      changes.push(`${saved.id}@${saved.version}`);
    } catch (error) {
      failedWrites += 1;
      if (failedWrites <= 3) console.log(`  a write failed: ${String(error)}`);
    }
  };
  // A conversation's writes follow each other (its topic is added, then removed); the conversations' run side by side.
  const chains = conversations.map(() => Promise.resolve());
  const total = Math.floor((SECONDS * 1000) / INTERVAL_MS);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    // On schedule, not after the previous write: a slow write must not slow the rate down.
    const due = started + i * INTERVAL_MS - performance.now();
    if (due > 0) await new Promise((r) => setTimeout(r, due));
    const c = i % CONVERSATIONS;
    // Each conversation gets the topic on one round and loses it on the next: one push per change, the row stays small.
    const remove = Math.floor(i / CONVERSATIONS) % 2 === 1;
    chains[c] = chains[c].then(() => write(conversations[c].id, remove));
  }
  const writeSeconds = (performance.now() - started) / 1000;
  await Promise.all(chains);
  const lag = (performance.now() - started) / 1000 - writeSeconds;
  // Pushes still on their way are given two seconds; later than that counts as lost.
  await new Promise((r) => setTimeout(r, 2_000));
  const loadAfter = load();

  const latencies: number[] = [];
  let lost = 0;
  let leaked = 0;
  for (const client of clients) {
    for (const change of changes) {
      const latency = client.heard.get(change);
      if (client.seesUk) {
        if (latency === undefined) lost += 1;
        else latencies.push(latency);
      } else if (latency !== undefined) leaked += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  await Promise.all(clients.map((c) => c.connection.stop()));
  return {
    label,
    changes: changes.length,
    failedWrites,
    lag,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    delivered: latencies.length,
    lost,
    leaked,
    bytesPerConnection: (sum(after, 'rss') - sum(before, 'rss')) / clients.length,
    heapPerConnection: (sum(after, 'heapUsed') - sum(before, 'heapUsed')) / clients.length,
    loadBefore,
    loadAfter,
  };
}

/** A database migrated and seeded as the demo's. */
async function seedInto(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(handle.db);
    await seed(handle.db);
  } finally {
    await handle.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'vp-bench-realtime-'));
const running: Server[] = [];
const outcomes: Outcome[] = [];
try {
  console.log(`${cpus().length} cores; load average ${load()} at the start. ${CLIENTS} clients, a change every ${INTERVAL_MS} ms for ${SECONDS} s.\n`);
  const embeddedDir = join(dir, 'embedded');
  await seedInto(undefined, embeddedDir);
  const embedded = await startServer({ DATA_DIR: embeddedDir });
  running.push(embedded);
  outcomes.push(await run('one instance, PGlite', [embedded]));
  await embedded.stop();
  running.length = 0;

  if (DATABASE_URL) {
    const url = await emptyPostgresDatabase(DATABASE_URL, 'bench_realtime');
    await seedInto(url, join(dir, 'unused'));
    for (const name of ['a', 'b']) running.push(await startServer({ DATABASE_URL: url, DATA_DIR: join(dir, `files-${name}`) }));
    outcomes.push(await run('two instances, PostgreSQL', running));
  } else {
    console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the two-instance run on PostgreSQL is skipped.');
  }

  const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(8);
  const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`.padStart(10);
  console.log(`\n${'run'.padEnd(28)}${'changes'.padStart(8)}${'pushes'.padStart(9)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}${'lost'.padStart(6)}${'leaked'.padStart(8)}${'RSS/conn'.padStart(10)}${'heap/conn'.padStart(10)}   load before → after`);
  for (const o of outcomes) {
    console.log(
      `${o.label.padEnd(28)}${String(o.changes).padStart(8)}${String(o.delivered).padStart(9)}${ms(o.p50)}${ms(o.p99)}${ms(o.max)}${String(o.lost).padStart(6)}${String(o.leaked).padStart(8)}${kb(o.bytesPerConnection)}${kb(o.heapPerConnection)}   ${o.loadBefore} → ${o.loadAfter}`,
    );
    if (o.failedWrites) console.log(`${''.padEnd(28)}${o.failedWrites} writes failed`);
    console.log(`${''.padEnd(28)}the last write ended ${o.lag.toFixed(2)} s after it was due.`);
    console.log(`${''.padEnd(28)}p99 ${o.p99 < TARGET_P99_MS ? 'within' : 'OVER'} the ${TARGET_P99_MS} ms target; ${o.lost === 0 ? 'no push lost' : `${o.lost} pushes lost`}.`);
  }
} finally {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
}
