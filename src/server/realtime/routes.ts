import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { NARROWING_PARAM } from '@/shared/pushNarrowing';
import { pushNarrowingSchema, type PushNarrowing } from '@/shared/pushNarrowingSchema';
import { ApiError, badRequest } from '../api/errors';
import type { RealtimeHubs } from './hubs';
import { LongPollingTransport, WebSocketTransport } from './transports';

/** Where the hubs are served: `/hubs/<name>`, as negotiate tells the clients. */
export const HUB_PATH = '/hubs';

/** The access token of a hub request: the bearer header, or `access_token` (browsers cannot set WebSocket headers). */
function tokenOf(headers: IncomingMessage['headers'], query: URLSearchParams): string | null {
  const header = headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+\S+$/i.test(header)) return header.replace(/^Bearer\s+/i, '');
  return query.get('access_token');
}

const queryOf = (request: FastifyRequest) => new URL(request.url, 'http://hub').searchParams;

/** The pushes a new connection asks to hear (`?narrowing=`, JSON): 400 when it is not one. */
function narrowingOf(query: URLSearchParams): PushNarrowing | null {
  const text = query.get(NARROWING_PARAM);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`query.${NARROWING_PARAM}`, 'is not JSON');
  }
  const result = pushNarrowingSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest([`query.${NARROWING_PARAM}`, ...issue.path.map(String)].join('.'), issue.message);
  }
  return result.data;
}

/**
 * The hubs over HTTP: negotiate (`POST /hubs/<hub>/negotiate`), long polling (`GET`, `POST`, `DELETE /hubs/<hub>?id=`)
 * and WebSockets (an upgrade of `GET /hubs/<hub>?id=`, or without `id` when the client skips negotiation). Every
 * request presents the user's access token, checked each time.
 */
export async function registerHubRoutes(app: FastifyInstance, hubs: RealtimeHubs): Promise<void> {
  await app.register(async (scope) => {
    // The SignalR client posts its records as text/plain; negotiate has no body at all.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

    const authenticate = async (request: FastifyRequest<{ Params: { hub: string } }>) => {
      const hub = hubs.hub(request.params.hub);
      return { hub, user: await hubs.authenticate(hub, tokenOf(request.headers, queryOf(request))) };
    };
    const connectionOf = async (request: FastifyRequest<{ Params: { hub: string } }>) => {
      const { hub, user } = await authenticate(request);
      const connection = hubs.find(hub, queryOf(request).get('id'), user);
      connection.renew(user.expiresAt);
      return connection;
    };

    scope.post<{ Params: { hub: string } }>(`${HUB_PATH}/:hub/negotiate`, async (request, reply) => {
      const version = Number(queryOf(request).get('negotiateVersion') ?? 0);
      const { hub, user } = await authenticate(request);
      const connection = hubs.open(hub, user, narrowingOf(queryOf(request)));
      return reply.header('cache-control', 'no-store').send({
        connectionId: connection.connectionId,
        ...(version >= 1 ? { connectionToken: connection.connectionToken, negotiateVersion: 1 } : { negotiateVersion: 0 }),
        availableTransports: [
          { transport: 'WebSockets', transferFormats: ['Text'] },
          { transport: 'LongPolling', transferFormats: ['Text'] },
        ],
      });
    });

    scope.get<{ Params: { hub: string } }>(`${HUB_PATH}/:hub`, async (request, reply) => {
      const connection = await connectionOf(request);
      reply.header('cache-control', 'no-store');
      if (connection.transportKind === 'WebSockets') throw badRequest('request', 'the connection uses WebSockets');
      if (!connection.transportKind) {
        // The first poll starts the connection and answers at once.
        connection.attach(new LongPollingTransport());
        return reply.type('text/plain').send('');
      }
      const transport = connection.transport;
      if (!(transport instanceof LongPollingTransport)) throw badRequest('request', 'the connection does not use long polling');
      // A poll the client gave up on (the page closed) is not answered.
      const answer = await transport.poll((cancel) => reply.raw.once('close', () => (reply.raw.writableFinished ? undefined : cancel())));
      return answer.status === 204 ? reply.status(204).send() : reply.type('text/plain').send(answer.body);
    });

    scope.post<{ Params: { hub: string } }>(`${HUB_PATH}/:hub`, async (request, reply) => {
      const connection = await connectionOf(request);
      if (connection.transportKind !== 'LongPolling') throw badRequest('request', 'the connection does not use long polling');
      connection.receive(typeof request.body === 'string' ? request.body : '');
      return reply.type('text/plain').send('');
    });

    scope.delete<{ Params: { hub: string } }>(`${HUB_PATH}/:hub`, async (request, reply) => {
      const connection = await connectionOf(request);
      connection.end();
      return reply.status(202).send();
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void upgrade(hubs, sockets, request, socket, head);
  });
  // Before the server stops taking requests: waiting polls and open sockets would otherwise hold its close up.
  app.addHook('preClose', async () => {
    hubs.stop();
    sockets.close();
  });
}

const STATUS_LINE: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };

async function upgrade(hubs: RealtimeHubs, sockets: WebSocketServer, request: IncomingMessage, socket: Duplex, head: Buffer) {
  const url = new URL(request.url ?? '/', 'http://hub');
  const match = new RegExp(`^${HUB_PATH}/([^/]+)/?$`).exec(url.pathname);
  try {
    if (!match) throw new ApiError(404, 'Not a hub');
    const hub = hubs.hub(decodeURIComponent(match[1]));
    const user = await hubs.authenticate(hub, tokenOf(request.headers, url.searchParams));
    const id = url.searchParams.get('id');
    const connection = id ? hubs.find(hub, id, user) : hubs.open(hub, user, narrowingOf(url.searchParams));
    if (connection.transportKind) throw badRequest('request', 'the connection already has a transport');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const transport = new WebSocketTransport(ws);
      connection.attach(transport);
      ws.on('message', (data) => connection.receive(data.toString()));
      ws.on('close', () => connection.end());
      ws.on('error', () => connection.end());
    });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    const message = error instanceof ApiError ? error.message : 'The connection failed';
    const body = JSON.stringify({ status, message });
    // The answer, then the socket goes: a client need not close it (and one that waits would hold the server open).
    socket.end(`HTTP/1.1 ${status} ${STATUS_LINE[status] ?? 'Internal Server Error'}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`, () => socket.destroy());
  }
}
