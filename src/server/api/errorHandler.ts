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

/** Every error answer has the same JSON shape; bad input is never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string; detail?: string }, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(error.status).send(body(error.status, error.message, error.field));
    }
    if (error.code === '23505') return reply.status(409).send(body(409, `That already exists${error.detail ? `: ${error.detail}` : ''}`));
    if (error.code === '22P02' || error.code === '22007' || error.code === '22008') return reply.status(400).send(body(400, `A value has the wrong format: ${error.message}`));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(body(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Something went wrong on the server; the error has been logged'));
  });
}
