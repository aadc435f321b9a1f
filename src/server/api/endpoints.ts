import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SURFACE_PATH_PREFIX, type ApiSurface } from '@/shared/surfaces';
import { clock } from '@/shared/clock';
import type { StoredRecord } from '@/shared/records';
import type { Authenticate } from '../auth/authenticate';
import type { Db } from '../db/connect';
import type { AppServices } from '../services';
import { FileResult } from './action';
import type { RequestContext } from './context';
import { ApiError, badRequest, fromZodError } from './errors';
import { parseListQuery } from './listQuery';
import { assertHolds, readSource, type RawRequestParts } from './scope';
import { Store } from './store';
import type { EndpointRoute } from './route';
import { inTransaction } from './transaction';
import type { EndpointSchemas, ResourceMeta, UploadBody } from './types';

export interface EndpointDeps {
  db: Db;
  authenticate: Authenticate;
  services: AppServices;
  resources: Record<string, ResourceMeta>;
  mounts: Record<ApiSurface, string>;
}

interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

function validate(schemas: EndpointSchemas, request: FastifyRequest): ValidatedInput {
  const run = (where: string, schema: EndpointSchemas[keyof EndpointSchemas], value: unknown) => {
    if (!schema) return {};
    // No body at all is an empty one when every field of the body is optional (PUT .../like).
    const result = where === 'body' && value === undefined && schema.safeParse({}).success ? schema.safeParse({}) : schema.safeParse(value ?? (where === 'body' ? undefined : {}));
    if (!result.success) throw where === 'body' && value === undefined ? badRequest('body', 'is required') : fromZodError(where === 'params' ? '' : where, result.error);
    return result.data as Record<string, unknown>;
  };
  return {
    params: run('params', schemas.params, request.params),
    query: run('query', schemas.query, request.query),
    headers: run('header', schemas.headers, request.headers),
    body: schemas.body ? run('body', schemas.body, request.body) : undefined,
  };
}

/** Reads a multipart upload: one file and the form's plain fields (which may come before or after it). */
async function readUpload(request: FastifyRequest): Promise<UploadBody> {
  if (!request.isMultipart()) throw badRequest('body', 'must be multipart form data with a file');
  let file: UploadBody['file'] | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw badRequest('body.file', 'only one file can be sent');
        file = { name: part.filename, contentType: part.mimetype, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The multipart reader's own errors (no boundary, a cut-off body) carry no status: they are bad input, not a 500.
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('body', `is not valid multipart form data (${(error as Error).message})`);
  }
  if (!file) throw badRequest('body.file', 'is required');
  return { file, fields };
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Answers a handler's result as the endpoint declares: JSON, a file, or nothing. */
export function sendResult(reply: FastifyReply, returns: EndpointRoute['returns'], result: unknown) {
  if (result instanceof FileResult) {
    return reply
      .header('content-type', result.contentType)
      .header('content-disposition', `attachment; filename="${result.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`)
      .send(result.body);
  }
  if (returns === 'none' || result === undefined) return reply.status(204).send();
  // A string result is a JSON string (fastify would otherwise send it as plain text).
  if (typeof result === 'string') return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  return reply.send(result);
}

/** A validated parameter's value (a number for integer parameters), or undefined when the caller left it out. */
function readValidated(source: string, parts: RawRequestParts): unknown {
  const [where, name] = source.split(':');
  const container = (where === 'path' ? parts.params : where === 'query' ? parts.query : where === 'header' ? parts.headers : parts.body) as Record<string, unknown> | undefined;
  return container?.[where === 'header' ? name.toLowerCase() : name];
}

async function runStore(route: EndpointRoute, meta: ResourceMeta, ctx: RequestContext, input: ValidatedInput, request: FastifyRequest, reply: FastifyReply, addressed: () => Promise<StoredRecord>): Promise<unknown> {
  const handler = route.handler;
  if (!('store' in handler)) throw new Error('not a store handler');
  switch (handler.store) {
    case 'list': {
      const parts: RawRequestParts = { params: input.params, query: input.query, headers: input.headers, body: input.body };
      // Parameters are validated by now: an optional one that is absent matches everything.
      const match = Object.fromEntries(Object.entries(handler.match).map(([field, source]) => [field, readValidated(source, parts)]));
      const list = parseListQuery(request.query as Record<string, unknown>);
      const result = await ctx.store.list(meta, { ...list, match });
      if (list.page) reply.header('x-total-count', String(result.total)).header('x-total-count-capped', String(result.capped));
      return result.records;
    }
    case 'get':
      return addressed();
    case 'create':
      return ctx.store.create(meta, input.body as Record<string, unknown>);
    case 'update': {
      const current = await addressed();
      const body = input.body as Record<string, unknown>;
      return ctx.store.update(meta, current.id, body, { version: body.version as number | undefined, patch: route.schemas.body === meta.patchSchema });
    }
    case 'delete': {
      const current = await addressed();
      await ctx.store.remove(meta, current.id);
      return undefined;
    }
  }
}

/** The id of the stored record a write addresses (`id` of the endpoint, or the store's `path:id`), when the request gives one. */
function lockedRecordId(route: EndpointRoute, raw: RawRequestParts): string | null {
  const addresses = Boolean(route.id) || ('store' in route.handler && ['get', 'update', 'delete'].includes(route.handler.store));
  if (!addresses) return null;
  const [where, name] = (route.id ?? 'path:id').split(':');
  const container = (where === 'path' ? raw.params : where === 'query' ? raw.query : raw.body) as Record<string, unknown> | null | undefined;
  const value = container && typeof container === 'object' ? container[name] : undefined;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The path of every request: sign-in (401), the permission anywhere (403), the permission where the request acts
 * (403; a request addressing a record that does not exist: 404), input validation (400), then the store or the
 * domain action, inside one transaction for every endpoint that writes.
 */
export function registerEndpoints(app: FastifyInstance, routes: EndpointRoute[], deps: EndpointDeps): void {
  for (const route of routes) {
    const meta = deps.resources[route.resource];
    const url = `${deps.mounts[route.surface]}${SURFACE_PATH_PREFIX[route.surface]}${route.path}`;
    app.route({
      method: route.method,
      url,
      config: { endpoint: `${route.resource}.${route.name}` },
      handler: async (request, reply) => {
        const user = await deps.authenticate(request);
        assertHolds(user, route.permission, {});
        // An upload is read before the check of where the request acts only when that check needs its fields: a file
        // sent where the user may not act is refused before it is read.
        const scopeReadsBody = [...(route.scope.venue ?? []), ...(route.scope.country ?? [])].some((source) => source.startsWith('body:'));
        let upload = route.upload && scopeReadsBody ? await readUpload(request) : undefined;
        const raw: RawRequestParts = {
          params: request.params as Record<string, unknown>,
          query: request.query as Record<string, unknown>,
          headers: request.headers as Record<string, unknown>,
          body: upload ? upload.fields : request.body,
        };
        const addressedId = () => readSource(route.id ?? 'path:id', raw);
        // Where the request acts is checked before its input, so that nobody learns about another venue's data.
        let record: StoredRecord | null = null;
        const addressed = async () => (record ??= await new Store(deps.db, user.userId).getOrThrow(meta, addressedId()));
        const venueIds: string[] = [];
        const countries: string[] = [];
        for (const source of route.scope.venue ?? []) venueIds.push(source === 'record' ? String((await addressed())[meta.scope.venue!]) : readSource(source, raw));
        for (const source of route.scope.country ?? []) countries.push(source === 'record' ? String((await addressed())[meta.scope.country!]) : readSource(source, raw));
        assertHolds(user, route.permission, { venueIds: venueIds.length ? venueIds : undefined, countries: countries.length ? countries : undefined });
        if (route.upload && !upload) {
          upload = await readUpload(request);
          raw.body = upload.fields;
        }
        const input = validate(route.schemas, request);
        if (upload) input.body = upload;
        const execute = async (db: Db) => {
          const store = new Store(db, user.userId);
          // A write locks the record it addresses before anything else: concurrent writes of one record (tags, arrivals,
          // assignees, versions) then run one after the other, each reading what the one before it wrote.
          const lockId = route.access === 'read' ? null : lockedRecordId(route, raw);
          if (lockId) await store.lock(meta, lockId);
          const current = () => store.getOrThrow(meta, addressedId());
          const ctx: RequestContext = {
            db,
            store,
            user,
            venueId: header(request, 'venueid'),
            countryId: header(request, 'countryid'),
            now: clock.now(),
            endpoint: { permission: route.permission, access: route.access },
            log: request.log,
            services: deps.services,
          };
          if ('action' in route.handler) return route.handler.action(ctx, input as never);
          return runStore(route, meta, ctx, input, request, reply, current);
        };
        const result = route.access === 'read' ? await execute(deps.db) : await inTransaction(deps.db, execute);
        return sendResult(reply, route.returns, result);
      },
    });
  }
}
