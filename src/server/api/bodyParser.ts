import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * JSON bodies, read so that a bad body is a 400 naming `body` like any other bad input. An empty body counts as no
 * body at all: the endpoint's own validation then says whether it needs one (`body: is required`). Fastify's
 * default parser still does the parsing, so its guard against `__proto__` and `constructor` keys stays.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    parse(request, text, (error, value) => (error ? done(badRequest('body', `is not valid JSON (${error.message})`), undefined) : done(null, value)));
  });
}
