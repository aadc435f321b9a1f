import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { unauthorized } from '../api/errors';
import { loadUser, type AuthenticatedUser } from './session';
import { sessionOf, type SessionRegistry } from './sessions';
import { TokenError, type TokenVerifier, type VerifiedToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    authenticatedUser?: AuthenticatedUser;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthenticatedUser>;

/** The request's bearer token, verified; a 401 when there is none or it is not valid. */
export async function verifyBearer(request: FastifyRequest, verifier: TokenVerifier): Promise<VerifiedToken> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized('Sign-in required: no bearer token');
  try {
    return await verifier.verify(header.replace(/^Bearer\s+/i, ''));
  } catch (error) {
    throw unauthorized(`Sign-in required: ${error instanceof TokenError ? error.message : 'the token is not valid'}`);
  }
}

/** Verifies the bearer token of a request, checks that its session has not ended and loads the user's permissions. */
export function createAuthenticate(db: Db, verifier: TokenVerifier, sessions: SessionRegistry): Authenticate {
  return async (request) => {
    if (request.authenticatedUser) return request.authenticatedUser;
    const token = await verifyBearer(request, verifier);
    if (!(await sessions.isAlive(sessionOf(token)))) throw unauthorized('Sign-in required: the session has ended');
    const user = await loadUser(db, token.userId);
    if (!user) throw unauthorized('Sign-in required: the user is not known to the portal');
    request.authenticatedUser = user;
    return user;
  };
}
