import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { endpointRoutes, resources } from '@generated/server';
import { DEFAULT_SURFACE_BASE } from '@/shared/surfaces';
import { createAuthenticate } from './auth/authenticate';
import type { IdentityProvider } from './auth/identityProvider';
import { createSessionRegistry, type SessionRegistry } from './auth/sessions';
import { registerSignOut } from './auth/signOut';
import type { TokenVerifier } from './auth/tokens';
import { browserConfig } from './browserConfig';
import type { ServerConfig } from './config';
import type { Db, DatabaseHandle } from './db/connect';
import { registerEndpoints } from './api/endpoints';
import { installJsonBodyParser } from './api/bodyParser';
import { installErrorHandler } from './api/errorHandler';
import { registerSimpleRest } from './api/simpleRest';
import type { ResourceMeta } from './api/types';
import { registerConsentConfirmation } from './domain/guests/consentConfirmationPage';
import { registerPublicForms } from './domain/guests/publicFormSubmission';
import { registerShortLinks } from './domain/guests/shortLinks';
import { REALTIME_HUBS } from './domain/hubs';
import { domainActions } from './domain/registry';
import { eventReader, REALTIME_CHANNEL } from './realtime/bus';
import { RealtimeHubs } from './realtime/hubs';
import { registerHubRoutes } from './realtime/routes';
import { registerWebhooks } from './webhooks/routes';
import type { AppServices } from './services';

/** The largest file any upload may carry. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** The database's notifications, which carry realtime changes from every server instance to the hubs. */
  listen: DatabaseHandle['listen'];
  verifier: TokenVerifier;
  /** Which sessions have ended; the embedded identity provider ends them too, so both must share one. */
  sessions?: SessionRegistry;
  /** The embedded OpenID provider; absent when Azure AD B2C signs users in. */
  identityProvider?: IdentityProvider;
  /** Serve the built portal from `config.staticDir` (off in API tests). */
  serveStatic?: boolean;
  /** The resources served (default: the schema's); tests add one generated from a scratch schema file. */
  resources?: Record<string, ResourceMeta>;
  /** Told of every route as it is mounted, plugins' included: how the authorization matrix lists what the server serves. */
  onRoute?: (route: RouteOptions) => void;
}

function originsOf(urls: string[]): string[] {
  return urls
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin)
    .filter((o, i, all) => all.indexOf(o) === i);
}

/** The whole server: security headers, CORS, the identity provider, the five API surfaces and the portal itself. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 20 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  // First of all, so that no route is mounted unseen.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandler(app);
  installJsonBodyParser(app);

  // localhost and 127.0.0.1 are both secure contexts; whichever the user opens, the other is the same server.
  const loopbackTwin = config.publicUrl.includes('://localhost') ? config.publicUrl.replace('://localhost', '://127.0.0.1') : config.publicUrl.replace('://127.0.0.1', '://localhost');
  const externalOrigins = originsOf([...Object.values(config.apiBases), loopbackTwin, ...(config.b2c ? [`https://${config.b2c.tenant}.b2clogin.com`] : [])]);
  await app.register(helmet, {
    // MSAL v5's redirect bridge must not run under a Cross-Origin-Opener-Policy.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'", ...externalOrigins, 'https://*.powerbi.com', 'https://*.analysis.windows.net'],
        'frame-src': ["'self'", ...externalOrigins, 'https://app.powerbi.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    exposedHeaders: ['content-range', 'x-total-count', 'x-total-count-capped', 'content-disposition'],
    // The SignalR client adds its own two headers to negotiate and long polling.
    allowedHeaders: ['authorization', 'content-type', 'venueid', 'countryid', 'access-token', 'x-requested-with', 'x-signalr-user-agent'],
  });

  // Uploads: one file per request; each kind of file sets its own lower limit.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 }, throwFileSizeLimit: true });

  if (config.workspaceHosts.length && config.publicSiteUrl) {
    const target = config.publicSiteUrl.replace(/\/$/, '');
    app.addHook('onRequest', async (request, reply) => {
      if (config.workspaceHosts.includes(request.hostname.split(':')[0].toLowerCase())) return reply.redirect(`${target}${request.url}`, 301);
    });
  }

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(browserConfig(config, options.identityProvider)));
  app.get('/healthz', async () => ({ status: 'ok' }));

  if (options.identityProvider) await options.identityProvider.register(app);

  const sessions = options.sessions ?? createSessionRegistry(db);
  registerSignOut(app, options.verifier, sessions);
  const services: AppServices = { config };
  const deps = { db, authenticate: createAuthenticate(db, options.verifier, sessions), services, resources: options.resources ?? resources, mounts: DEFAULT_SURFACE_BASE };
  registerEndpoints(app, endpointRoutes(domainActions), deps);
  registerSimpleRest(app, deps);

  const hubs = new RealtimeHubs({ db, verifier: options.verifier, sessions, hubs: REALTIME_HUBS });
  await registerHubRoutes(app, hubs);
  const stopListening = await options.listen(REALTIME_CHANNEL, {
    message: eventReader(db, (event) => hubs.deliver(event), (error) => app.log.error({ err: error }, 'a realtime event could not be delivered')),
    // Changes made while the database connection was down were not heard: the clients reconnect and fetch them.
    reconnected: () => hubs.closeAll('Realtime updates were interrupted', true),
  });
  app.addHook('onClose', stopListening);
  await registerWebhooks(app, db, config.webhooks, config.demo);
  // Short links of referral links are opened by guests, who do not sign in.
  registerShortLinks(app, db);
  // Guests confirm an email consent by the link mailed to them, without signing in.
  registerConsentConfirmation(app, db);
  // Guests send booking and dynamic forms from the group's sites and the venues' tablets, without signing in.
  registerPublicForms(app, db, config);

  if (options.serveStatic !== false && existsSync(join(config.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      index: false,
      // One route for every file, so a rebuilt portal is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each asset: the browser gets the smallest it accepts, at no CPU cost here.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    const page = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
    // The file route would answer the root as a directory.
    app.get('/', (_request, reply) => page(reply));
    app.get('/redirect-bridge', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('redirect-bridge.html'));
    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/oidc/') && !/\.[a-z0-9]+($|\?)/i.test(request.url);
      if (isPage) return page(reply);
      return reply.status(404).send({ status: 404, error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} does not exist` });
    });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ status: 404, error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} does not exist` }));
  }
  return app;
}
