import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ErrorBody } from './errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

function body(status: number, message: string, field?: string): ErrorBody {
  return { status, error: STATUS_TEXT[status] ?? 'Error', message, ...(field ? { field } : {}) };
}

/**
 * The part of the request a framework error is about: the body for parsing, size and content-type errors (Fastify's
 * `FST_ERR_CTP_*`, the multipart limits), the path for a URL that cannot be decoded, else the request as a whole.
 */
function fieldOf(error: FastifyError): string {
  if (error.code?.startsWith('FST_ERR_CTP_') || /^FST_(REQ_FILE|PARTS|FILES|FIELDS|INVALID_MULTIPART|PROTO|NO_FORM)/.test(error.code ?? '')) return 'body';
  if (error.code === 'FST_ERR_BAD_URL') return 'path';
  return 'request';
}

/** A framework's message with the field in front, as `badRequest` writes its own (`body: is too large`). */
const named = (field: string, message: string) => `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;

/** Every error answer has the same JSON shape; bad input is never a 500, and every 4xx about input names the field. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string; detail?: string }, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(error.status).send(body(error.status, error.message, error.field));
    }
    if (error.code === '23505') return reply.status(409).send(body(409, `That already exists${error.detail ? `: ${error.detail}` : ''}`));
    // Validation should have caught a value the database cannot read; which part of the request held it is unknown here.
    if (error.code === '22P02' || error.code === '22007' || error.code === '22008') return reply.status(400).send(body(400, named('request', `a value has the wrong format (${error.message})`), 'request'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const field = fieldOf(error);
      return reply.status(status).send(body(status, named(field, error.message), field));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Something went wrong on the server; the error has been logged'));
  });
}
