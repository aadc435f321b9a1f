import type { FastifyInstance } from 'fastify';
import { SIGN_OUT_PATH } from '@/shared/signOut';
import { verifyBearer } from './authenticate';
import { sessionOf, type SessionRegistry } from './sessions';
import type { TokenVerifier } from './tokens';

/**
 * `POST /auth/sign-out` with the bearer token: the token's session ends for every API call (204). Signing out twice is
 * no error; a token that is not valid is a 401, as on every API call.
 */
export function registerSignOut(app: FastifyInstance, verifier: TokenVerifier, sessions: SessionRegistry): void {
  app.post(SIGN_OUT_PATH, async (request, reply) => {
    await sessions.end(sessionOf(await verifyBearer(request, verifier)), 'sign-out');
    return reply.status(204).header('cache-control', 'no-store').send();
  });
}
