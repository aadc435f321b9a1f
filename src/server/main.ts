import { loadConfig } from './config';
import { createServer } from './server';

/** `npm start`: the portal, its APIs, its database and its sign-in on one port. */
const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(`Venue Portal is ready at ${config.publicUrl} (database: ${server.database.kind}${server.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, sign-in: ${config.authMode})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
