import type { JSONWebKeySet } from 'jose';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { appOrigins, browserAuthFor } from './embedded/browserAuth';
import { interactionRoutes } from './embedded/interactionRoutes';
import { logResetCode, type ResetCodeDelivery } from './embedded/passwordReset';
import { protocolRoutes } from './embedded/protocolRoutes';
import { createProvider, type ProviderSetup } from './embedded/provider';
import { API_AUDIENCE, MOUNT } from './embedded/settings';
import { createSignInThrottle, type Clock } from './embedded/throttle';
import type { IdentityProvider } from './identityProvider';
import { loadSigningKey, publicJwk } from './keys';
import type { SessionRegistry } from './sessions';

export { API_AUDIENCE, API_SCOPE } from './embedded/settings';
export type { ResetCodeDelivery } from './embedded/passwordReset';

export interface EmbeddedProviderOptions {
  config: ServerConfig;
  db: Db;
  /** The registry the API checks tokens against: the provider ends sessions in it. */
  sessions: SessionRegistry;
  deliverResetCode?: ResetCodeDelivery;
  /** How the sign-in throttle reads the time and waits (the real clock unless a test pins it). */
  throttleClock?: Clock;
}

/** The embedded OpenID provider: users sign in through the real MSAL redirect flow, as against Azure AD B2C. */
export async function createEmbeddedIdentityProvider({ config, db, sessions, deliverResetCode, throttleClock }: EmbeddedProviderOptions): Promise<IdentityProvider> {
  const setup: ProviderSetup = {
    config,
    db,
    issuer: `${config.publicUrl}${MOUNT}`,
    signingKey: await loadSigningKey(db, { secret: config.signingKeySecret, demo: config.demo }),
    origins: appOrigins(config.publicUrl),
    sessions,
  };
  const provider = createProvider(setup);
  const interactions = await interactionRoutes(provider, setup, {
    deliverResetCode: deliverResetCode ?? logResetCode,
    throttle: createSignInThrottle(db, throttleClock),
    listDemoUsers: config.demo,
  });
  return {
    issuer: setup.issuer,
    audience: API_AUDIENCE,
    jwks: { keys: [publicJwk(setup.signingKey)] } satisfies JSONWebKeySet,
    browserAuth: () => browserAuthFor(provider, setup.issuer),
    register: async (app) => {
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
      await app.register(interactions, { prefix: `${MOUNT}/interaction` });
      await app.register(protocolRoutes(provider, setup.origins), { prefix: MOUNT });
    },
  };
}
