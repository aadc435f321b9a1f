import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createEmbeddedIdentityProvider } from './auth/embeddedProvider';
import type { IdentityProvider } from './auth/identityProvider';
import { checkSigningKeySecret } from './auth/keys';
import { createSessionRegistry } from './auth/sessions';
import { createTokenVerifier } from './auth/tokens';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrate } from './db/migrate';
import { startDuplicateWorker } from './domain/guests/duplicateJob';
import { startJobs } from './jobs';
import { seedIfEmpty } from './seed';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  identityProvider?: IdentityProvider;
  close(): Promise<void>;
}

/** Opens and migrates the database, loads the demo into an empty one in the demo, and builds the app (not yet listening). */
export async function createServer(config: ServerConfig, options: { serveStatic?: boolean } = {}): Promise<RunningServer> {
  if (!config.b2c) checkSigningKeySecret({ secret: config.signingKeySecret, demo: config.demo });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  if (config.demo) await seedIfEmpty(database.db);
  const sessions = createSessionRegistry(database.db);
  const identityProvider = config.b2c ? undefined : await createEmbeddedIdentityProvider({ config, db: database.db, sessions });
  const verifier = identityProvider
    ? createTokenVerifier({ issuer: identityProvider.issuer, audience: identityProvider.audience, jwks: identityProvider.jwks })
    : createTokenVerifier({
        issuer: config.b2c!.issuer,
        audience: config.b2c!.audience,
        jwks: new URL(`https://${config.b2c!.tenant}.b2clogin.com/${config.b2c!.tenant}.onmicrosoft.com/${config.b2c!.signInPolicy}/discovery/v2.0/keys`),
      });
  const app = await buildApp({ config, db: database.db, listen: database.listen, verifier, sessions, identityProvider, serveStatic: options.serveStatic });
  const stopJobs = startJobs(database.db, app.log);
  const stopDuplicateWorker = startDuplicateWorker(database.db, app.log);
  return {
    app,
    database,
    identityProvider,
    close: async () => {
      stopJobs();
      stopDuplicateWorker();
      await app.close();
      await database.close();
    },
  };
}
