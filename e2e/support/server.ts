import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { createServer } from '../../src/server/server';

/** The portal as `npm start` runs it, on a fresh demo database that is thrown away afterwards. */
const dataDir = mkdtempSync(join(tmpdir(), 'vp-e2e-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
