import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { unauthorized } from '../api/errors';
import { loadUser, type AuthenticatedUser } from './session';
import { TokenError, type TokenVerifier } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    authenticatedUser?: AuthenticatedUser;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthenticatedUser>;

/** Verifies the bearer token of a request and loads the user's permissions from the database. */
export function createAuthenticate(db: Db, verifier: TokenVerifier): Authenticate {
  return async (request) => {
    if (request.authenticatedUser) return request.authenticatedUser;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized('Sign-in required: no bearer token');
    let userId: string;
    try {
      ({ userId } = await verifier.verify(header.replace(/^Bearer\s+/i, '')));
    } catch (error) {
      throw unauthorized(`Sign-in required: ${error instanceof TokenError ? error.message : 'the token is not valid'}`);
    }
    const user = await loadUser(db, userId);
    if (!user) throw unauthorized('Sign-in required: the user is not known to the portal');
    request.authenticatedUser = user;
    return user;
  };
}
