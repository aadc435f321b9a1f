import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OidcProvider } from './oidc';
import { MOUNT } from './settings';

/** The protocol endpoints, handed to oidc-provider as if it were mounted at `/oidc`. */
export function protocolRoutes(provider: OidcProvider, origins: string[]) {
  const handle = provider.callback();
  // oidc-provider's own responses may post a form on to the portal (form_post, sign-out) but run no script of ours.
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'none'",
    "img-src 'self' data:",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const url = req.url ?? '/';
    // oidc-provider derives its mount path, hence every address it writes, from `originalUrl` minus `url`.
    req.originalUrl = url;
    req.url = url.slice(MOUNT.length) || '/';
    reply.raw.setHeader('content-security-policy', csp);
    await handle(req, reply.raw);
  }

  return async (scope: FastifyInstance): Promise<void> => {
    // oidc-provider reads request bodies itself: nothing here may consume them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The provider answers CORS for its own endpoints, per client (clientBasedCORS).
    scope.all('/*', { config: { cors: false } }, forward);
  };
}
