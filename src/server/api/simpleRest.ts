import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grants } from '@/shared/permissions';
import { SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { StoredRecord } from '@/shared/records';
import type { AuthenticatedUser } from '../auth/session';
import type { EndpointDeps } from './endpoints';
import { fromZodError } from './errors';
import { assertHolds } from './scope';
import { Store } from './store';
import { inTransaction } from './transaction';
import type { ResourceMeta } from './types';

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const listQuery = z.object({
  sort: json(z.tuple([z.string(), z.enum(['ASC', 'DESC'])])).optional(),
  range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  filter: json(z.record(z.string(), z.unknown())).optional(),
});

/** Venues and countries where the user holds a permission, or null when it is held globally. */
function permittedScope(user: AuthenticatedUser, permission: string | null) {
  if (!permission || grants(user.permissions.globalPermissions, permission)) return null;
  const venueIds = user.permissions.venuePermissions.filter((v) => grants(v.permissions, permission)).map((v) => v.venueId);
  return { venueIds, countries: [...new Set(venueIds.map((v) => user.venueCountries.get(v)!).filter(Boolean))] };
}

function checkRecordScope(meta: ResourceMeta, user: AuthenticatedUser, permission: string | null, record: Record<string, unknown>) {
  const venueIds = meta.scope.venue && record[meta.scope.venue] ? [String(record[meta.scope.venue])] : undefined;
  const countries = meta.scope.country && record[meta.scope.country] ? [String(record[meta.scope.country])] : undefined;
  assertHolds(user, permission ? [permission] : null, { venueIds, countries });
}

/** One route of the simple REST convention, relative to the resource's surface (`/suppliers/:id`). */
export interface SimpleRestRoute {
  resource: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: 'read' | 'write';
  permission: string | null;
  /** Whether the route addresses one record by its id. */
  addressesRecord: boolean;
}

/** The routes `registerSimpleRest` mounts, for those who must know them all (the authorization matrix). */
export function simpleRestRoutes(resources: Record<string, ResourceMeta>): SimpleRestRoute[] {
  return Object.values(resources)
    .filter((meta) => meta.simpleRest && meta.table)
    .flatMap((meta) => {
      const { read, write } = meta.simpleRest!;
      const route = (method: SimpleRestRoute['method'], addressesRecord: boolean, access: 'read' | 'write'): SimpleRestRoute => ({
        resource: meta.name,
        method,
        path: `/${meta.name}${addressesRecord ? '/:id' : ''}`,
        access,
        permission: access === 'read' ? read : write,
        addressesRecord,
      });
      return [route('GET', false, 'read'), route('GET', true, 'read'), route('POST', false, 'write'), route('PUT', true, 'write'), route('DELETE', true, 'write')];
    });
}

/**
 * The simple REST convention of ra-data-simple-rest for resources that declare no endpoints:
 * `GET /res?sort=&range=&filter=` with Content-Range, `GET/PUT/DELETE /res/:id`, `POST /res`.
 */
export function registerSimpleRest(app: FastifyInstance, deps: EndpointDeps): void {
  for (const meta of Object.values(deps.resources)) {
    if (!meta.simpleRest || !meta.table) continue;
    const { read, write } = meta.simpleRest;
    const base = `${deps.mounts[meta.surface]}${SURFACE_PATH_PREFIX[meta.surface]}/${meta.name}`;
    const prepare = async (request: FastifyRequest, permission: string | null) => {
      const user = await deps.authenticate(request);
      assertHolds(user, permission ? [permission] : null, {});
      return user;
    };

    app.get(base, async (request, reply) => {
      const user = await prepare(request, read);
      const parsed = listQuery.safeParse(request.query);
      if (!parsed.success) throw fromZodError('query', parsed.error);
      const { sort, range, filter = {} } = parsed.data;
      const [start, end] = range ?? [0, 24];
      const pageSize = Math.max(1, end - start + 1);
      const scope = permittedScope(user, read);
      const { q, ...rest } = filter;
      const result = await new Store(deps.db, user.userId).list(meta, {
        filter: rest,
        q: typeof q === 'string' ? q : undefined,
        sort: sort ? { field: sort[0], order: sort[1] } : undefined,
        page: Math.floor(start / pageSize) + 1,
        pageSize,
        venueIn: scope && meta.scope.venue ? scope.venueIds : undefined,
        countryIn: scope && meta.scope.country && !meta.scope.venue ? scope.countries : undefined,
      });
      const last = start + result.records.length - 1;
      return reply.header('content-range', `${meta.name} ${start}-${Math.max(start, last)}/${result.total}`).send(result.records);
    });
    app.get(`${base}/:id`, async (request) => {
      const user = await prepare(request, read);
      const record = await new Store(deps.db, user.userId).getOrThrow(meta, (request.params as { id: string }).id);
      checkRecordScope(meta, user, read, record);
      return record;
    });
    app.post(base, async (request) => {
      const user = await prepare(request, write);
      const parsed = meta.createSchema.safeParse(request.body);
      if (!parsed.success) throw fromZodError('body', parsed.error);
      checkRecordScope(meta, user, write, parsed.data);
      return inTransaction(deps.db, (db) => new Store(db, user.userId).create(meta, parsed.data));
    });
    app.put(`${base}/:id`, async (request) => {
      const user = await prepare(request, write);
      const parsed = meta.updateSchema.safeParse(request.body);
      if (!parsed.success) throw fromZodError('body', parsed.error);
      const id = (request.params as { id: string }).id;
      return inTransaction(deps.db, async (db) => {
        const store = new Store(db, user.userId);
        await store.lock(meta, id);
        const current: StoredRecord = await store.getOrThrow(meta, id);
        checkRecordScope(meta, user, write, current);
        checkRecordScope(meta, user, write, parsed.data);
        return store.update(meta, id, parsed.data, { version: parsed.data.version as number | undefined });
      });
    });
    app.delete(`${base}/:id`, async (request) => {
      const user = await prepare(request, write);
      const id = (request.params as { id: string }).id;
      return inTransaction(deps.db, async (db) => {
        const store = new Store(db, user.userId);
        await store.lock(meta, id);
        checkRecordScope(meta, user, write, await store.getOrThrow(meta, id));
        return store.remove(meta, id);
      });
    });
  }
}
