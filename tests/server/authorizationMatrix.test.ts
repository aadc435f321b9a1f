import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes, resources } from '@generated/server';
import { PERMISSION_ACCESS } from '@generated/shared/permissions';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { EndpointRoute } from '@/server/api/route';
import { simpleRestRoutes, type SimpleRestRoute } from '@/server/api/simpleRest';
import { domainActions } from '@/server/domain/registry';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Every declared endpoint, built from the schema, against every kind of caller that must be turned away:
 * no token, a token with a bad signature, an expired token, a user without the permission, and a user who
 * holds every permission but only at a venue in another country. A permitted user must get through. A user who
 * holds every read permission everywhere, and no write one, is refused every endpoint that writes — and nothing
 * changes — and let through every endpoint that reads with a read permission. The matrix grows by itself as
 * endpoints are added to the schema, declared ones and those of the simple REST convention alike.
 */

const TARGET_VENUE = 'venue-dk-norrebro';
const TARGET_COUNTRY = 'dk';
const ELSEWHERE_VENUE = 'venue-uk-manchester';
const NOBODY = 'matrix-nobody';
const ELSEWHERE = 'matrix-elsewhere';
const READER = 'matrix-reader';
const READ_PERMISSIONS = Object.entries(PERMISSION_ACCESS)
  .filter(([, access]) => access === 'read')
  .map(([name]) => name);
const PERMITTED = 'user-hq';

let server: TestServer;
/** An existing record per resource at the target venue or country, for endpoints that address one. */
const recordIds = new Map<string, string>();

async function findRecord(route: EndpointRoute): Promise<string | undefined> {
  const meta = resources[route.resource];
  if (!meta.table) return undefined;
  if (recordIds.has(meta.name)) return recordIds.get(meta.name);
  const column = meta.scope.venue ?? meta.scope.country;
  const value = meta.scope.venue ? TARGET_VENUE : TARGET_COUNTRY;
  const where = column ? sql`WHERE ${sql.ref(column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))} = ${value}` : sql``;
  const row = await sql<{ id: string }>`SELECT id FROM ${sql.table(meta.table)} ${where} LIMIT 1`.execute(server.db);
  const id = row.rows[0]?.id;
  if (id) recordIds.set(meta.name, id);
  return id;
}

function paramValue(name: string, recordId: string | undefined): string {
  if (/venue/i.test(name)) return TARGET_VENUE;
  if (name === 'country') return TARGET_COUNTRY;
  if (name === 'date') return '2030-06-01';
  if (name === 'year') return '2030';
  if (name === 'week') return '10';
  return recordId ?? 'no-such-record';
}

async function requestFor(route: EndpointRoute) {
  const recordId = await findRecord(route);
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(paramValue(name, recordId)));
  const query = new URLSearchParams();
  const body: Record<string, unknown> = { venueId: TARGET_VENUE, country: TARGET_COUNTRY, id: recordId ?? 'no-such-record' };
  for (const source of [...(route.scope.venue ?? []), ...(route.scope.country ?? []), route.id ?? '']) {
    const [where, name] = source.split(':');
    // The id source addresses the record (`query:venue-setup-id` names a setup, not a venue).
    if (where === 'query') query.set(name, source === route.id ? (recordId ?? 'no-such-record') : paramValue(name, recordId));
    // A record addressed by another body field (`POST /Lists/Publish {listId}`).
    if (where === 'body' && !(name in body)) body[name] = paramValue(name, recordId);
  }
  // An endpoint may read the id of the record it addresses from another body field (`id: 'body:guestId'`).
  const [idWhere, idName] = (route.id ?? '').split(':');
  if (idWhere === 'body') body[idName] = recordId ?? 'no-such-record';
  return {
    method: route.method,
    url: `${DEFAULT_SURFACE_BASE[route.surface]}${SURFACE_PATH_PREFIX[route.surface]}${path}${query.size ? `?${query}` : ''}`,
    headers: { venueid: TARGET_VENUE, countryid: TARGET_COUNTRY },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.db
    .insertInto('users')
    .values([
      { id: NOBODY, userName: 'nobody@venueportal.test', name: 'No Roles' },
      { id: ELSEWHERE, userName: 'elsewhere@venueportal.test', name: 'Elsewhere Only' },
      { id: READER, userName: 'reader@venueportal.test', name: 'Reads Everything' },
    ])
    .execute();
  await server.db
    .insertInto('roles')
    .values([
      { roleId: 'matrix-all', name: 'Everything', permissions: JSON.stringify(['*']) },
      { roleId: 'matrix-read', name: 'Every read permission', permissions: JSON.stringify(READ_PERMISSIONS) },
    ])
    .execute();
  await server.db
    .insertInto('roleInstances')
    .values([
      { userId: ELSEWHERE, roleId: 'matrix-all', venueId: ELSEWHERE_VENUE },
      { userId: READER, roleId: 'matrix-read', venueId: null },
    ])
    .execute();
});
afterAll(() => server.close());

/**
 * What a request could have changed: the newest transaction id (a request that writes anything anywhere takes one)
 * and every row of the resource's own table.
 */
async function fingerprint(route: EndpointRoute): Promise<string> {
  const xid = (await sql<{ xmax: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`.execute(server.db)).rows[0].xmax;
  const table = resources[route.resource].table;
  if (!table) return xid;
  const rows = await sql<{ count: string; digest: string | null }>`SELECT count(*)::text AS count, md5(string_agg(t::text, '|' ORDER BY t.id)) AS digest FROM ${sql.table(table)} t`.execute(server.db);
  return `${xid} ${rows.rows[0].count}:${rows.rows[0].digest}`;
}

const readsWithReadPermission = (route: EndpointRoute) => route.access === 'read' && Boolean(route.permission?.some((p) => READ_PERMISSIONS.includes(p)));

describe.each(endpointRoutes(domainActions).map((route) => [`${route.method} ${route.specPath} (${route.resource}.${route.name})`, route] as const))('%s', (_name, route) => {
  it('refuses a request without a token, with a bad signature or an expired token', async () => {
    const request = await requestFor(route);
    expect((await server.app.inject(request)).statusCode).toBe(401);
    for (const token of [await server.badSignatureToken(PERMITTED), await server.expiredToken(PERMITTED)]) {
      const res = await server.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it.runIf(route.permission !== null)('refuses a user without the permission', async () => {
    expect((await server.request(NOBODY, await requestFor(route))).statusCode).toBe(403);
  });

  it.runIf(Boolean(route.scope.venue || route.scope.country))('refuses a user who holds the permission only at a venue elsewhere', async () => {
    const res = await server.request(ELSEWHERE, await requestFor(route));
    expect(res.statusCode, res.body).toBe(403);
  });

  it.runIf(route.access === 'write' && route.permission !== null)('refuses a user who may only read, and changes nothing', async () => {
    const request = await requestFor(route);
    const before = await fingerprint(route);
    const res = await server.request(READER, request);
    expect(res.statusCode, res.body).toBe(403);
    expect(await fingerprint(route)).toBe(before);
  });

  it.runIf(readsWithReadPermission(route))('lets a user who may only read read it', async () => {
    const res = await server.request(READER, await requestFor(route));
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });

  it('lets a permitted user through', async () => {
    const res = await server.request(PERMITTED, await requestFor(route));
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });
});

/** A request for a simple REST route, at the target venue and country, for a record there when it addresses one. */
async function simpleRestRequest(route: SimpleRestRoute) {
  const meta = resources[route.resource];
  const recordId = route.addressesRecord ? ((await findRecord({ resource: route.resource } as EndpointRoute)) ?? 'no-such-record') : undefined;
  const body = { ...(meta.scope.venue ? { [meta.scope.venue]: TARGET_VENUE } : {}), ...(meta.scope.country ? { [meta.scope.country]: TARGET_COUNTRY } : {}) };
  return {
    method: route.method,
    url: `${DEFAULT_SURFACE_BASE[meta.surface]}${SURFACE_PATH_PREFIX[meta.surface]}${route.path.replace(':id', encodeURIComponent(recordId ?? ''))}`,
    ...(route.method === 'POST' || route.method === 'PUT' ? { payload: body } : {}),
  };
}

/**
 * The resources without declared endpoints are served by the simple REST convention: the same callers are turned
 * away from each of its routes, and the routes the matrix walks are the ones the server mounts.
 */
describe.each(simpleRestRoutes(resources).map((route) => [`${route.method} ${route.path} (simple REST)`, route] as const))('%s', (_name, route) => {
  it('is mounted', () => {
    const { surface } = resources[route.resource];
    expect(server.app.hasRoute({ method: route.method, url: `${DEFAULT_SURFACE_BASE[surface]}${SURFACE_PATH_PREFIX[surface]}${route.path}` })).toBe(true);
  });

  it('refuses a request without a token, with a bad signature or an expired token', async () => {
    const request = await simpleRestRequest(route);
    expect((await server.app.inject(request)).statusCode).toBe(401);
    for (const token of [await server.badSignatureToken(PERMITTED), await server.expiredToken(PERMITTED)]) {
      expect((await server.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    }
  });

  it.runIf(route.permission !== null)('refuses a user without the permission', async () => {
    expect((await server.request(NOBODY, await simpleRestRequest(route))).statusCode).toBe(403);
  });

  const scoped = Boolean(resources[route.resource].scope.venue || resources[route.resource].scope.country);
  it.runIf(scoped && route.addressesRecord && route.method !== 'PUT')('refuses a user who holds the permission only at a venue elsewhere', async () => {
    // Its record is looked up before its venue is checked: without one at the target venue there is nothing to refuse.
    const stored = await findRecord({ resource: route.resource } as EndpointRoute);
    const res = await server.request(ELSEWHERE, await simpleRestRequest(route));
    expect(res.statusCode, res.body).toBe(stored ? 403 : 404);
  });

  it.runIf(route.access === 'write' && route.permission !== null)('refuses a user who may only read, and changes nothing', async () => {
    const table = resources[route.resource].table!;
    const before = await fingerprint({ resource: route.resource } as EndpointRoute);
    const res = await server.request(READER, await simpleRestRequest(route));
    expect(res.statusCode, `${table}: ${res.body}`).toBe(403);
    expect(await fingerprint({ resource: route.resource } as EndpointRoute)).toBe(before);
  });

  it('lets a permitted user through', async () => {
    const res = await server.request(PERMITTED, await simpleRestRequest(route));
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });
});
