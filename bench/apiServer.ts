import { createTokenVerifier } from '../src/server/auth/tokens';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';

/**
 * The embedded API for `npm run bench:api` and `npm run bench:realtime`, in a process of its own (as json-server is): the database in DATA_DIR,
 * tokens signed by the benchmark's key (BENCH_JWK, BENCH_ISSUER, BENCH_AUDIENCE), on BENCH_PORT of 127.0.0.1.
 */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const verifier = createTokenVerifier({ issuer: process.env.BENCH_ISSUER!, audience: process.env.BENCH_AUDIENCE!, jwks: { keys: [JSON.parse(process.env.BENCH_JWK!)] } });
const app = await buildApp({ config, db: handle.db, listen: handle.listen, verifier, serveStatic: false });
await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });

// `npm run bench:realtime` asks for the server's memory, after a collection when node runs with --expose-gc.
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
