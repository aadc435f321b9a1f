import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface VerifiedToken {
  userId: string;
  claims: JWTPayload;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The provider's public keys, or the address of its JWKS document. */
  jwks: JSONWebKeySet | URL;
}

export class TokenError extends Error {}

/**
 * Checks an access token's signature against the provider's keys, its issuer, audience, expiry and algorithm.
 * The user is the token's subject (B2C puts the object id in `oid` when `sub` is not the user).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keys = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256', 'PS256', 'ES256'],
          clockTolerance: 5,
        });
        const userId = (payload.oid as string | undefined) ?? payload.sub;
        if (!userId) throw new TokenError('the token names no user');
        return { userId, claims: payload };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        throw new TokenError((error as Error).message);
      }
    },
  };
}
