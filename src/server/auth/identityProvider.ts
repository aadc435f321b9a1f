import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { BrowserConfig } from '@/shared/browserConfig';

/** The embedded OpenID provider: demo users sign in through the real MSAL redirect flow against it. */
export interface IdentityProvider {
  /** Token issuer (`<public url>/oidc`). */
  issuer: string;
  /** Audience of the API access tokens it issues. */
  audience: string;
  /** Its public signing keys, which the API verifies tokens against. */
  jwks: JSONWebKeySet;
  /** How the browser's MSAL reaches it. */
  browserAuth(): BrowserConfig['auth'];
  /** Mounts the provider's endpoints and its sign-in pages under `/oidc`. */
  register(app: FastifyInstance): Promise<void>;
}
