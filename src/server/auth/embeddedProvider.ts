import type { JSONWebKeySet } from 'jose';
import type { ServerConfig } from '../config';
import type { Db } from '../db/connect';
import { appOrigins, browserAuthFor } from './embedded/browserAuth';
import { interactionRoutes } from './embedded/interactionRoutes';
import { logResetCode, type ResetCodeDelivery } from './embedded/passwordReset';
import { protocolRoutes } from './embedded/protocolRoutes';
import { createProvider, type ProviderSetup } from './embedded/provider';
import { API_AUDIENCE, MOUNT } from './embedded/settings';
import type { IdentityProvider } from './identityProvider';
import { loadSigningKey, publicJwk } from './keys';

export { API_AUDIENCE, API_SCOPE } from './embedded/settings';
export type { ResetCodeDelivery } from './embedded/passwordReset';

export interface EmbeddedProviderOptions {
  config: ServerConfig;
  db: Db;
  deliverResetCode?: ResetCodeDelivery;
}

/** The embedded OpenID provider: demo users sign in through the real MSAL redirect flow, as against Azure AD B2C. */
export async function createEmbeddedIdentityProvider({ config, db, deliverResetCode }: EmbeddedProviderOptions): Promise<IdentityProvider> {
  const setup: ProviderSetup = { config, db, issuer: `${config.publicUrl}${MOUNT}`, signingKey: await loadSigningKey(db), origins: appOrigins(config.publicUrl) };
  const provider = createProvider(setup);
  const interactions = await interactionRoutes(provider, setup, deliverResetCode ?? logResetCode);
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
