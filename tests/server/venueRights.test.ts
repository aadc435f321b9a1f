import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes, resources } from '@generated/server';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { EndpointRoute } from '@/server/api/route';
import { domainActions } from '@/server/domain/registry';
import { startTestServer, type TestServer } from '../support/testServer';
import { multipart } from '../support/multipart';

/**
 * Venue rights at the time of the act, for every record addressed by id: a user who holds every permission, but only
 * at a British venue, names their own venue wherever a request names one and a Danish venue's record wherever it
 * names an id. Every endpoint of a resource placed at a venue that addresses a record by id is tried, built from the
 * schema's metadata: none may change the record's table, and none may answer it — a refusal, or an answer without it.
 */

const TARGET_VENUE = 'venue-dk-norrebro';
const OWN_VENUE = 'venue-uk-manchester';
const INTRUDER = 'idor-intruder';

let server: TestServer;

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isVenueName = (name: string) => /venue/i.test(name);
const isIdName = (name: string) => /(^|[a-z])id$/i.test(name) && !isVenueName(name);

/** The ids an endpoint addresses a record by: where the route reads its record id, and the ids in its path. */
function idParameters(route: EndpointRoute): string[] {
  const names = [...route.path.matchAll(/:([A-Za-z-]+)/g)].map((m) => m[1]);
  if (route.id) names.push(route.id.split(':')[1]);
  return [...new Set(names.filter(isIdName))];
}

/** Endpoints that address a record by id on a resource stored at a venue. */
const addressing = endpointRoutes(domainActions).filter((route) => {
  const meta = resources[route.resource];
  return Boolean(meta.table && meta.scope.venue && idParameters(route).length);
});

/** A record of the resource at the Danish venue, as stored. */
async function targetRecord(route: EndpointRoute): Promise<Record<string, unknown> | undefined> {
  const meta = resources[route.resource];
  const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(meta.table!)} WHERE ${sql.ref(column(meta.scope.venue!))} = ${TARGET_VENUE} ORDER BY id LIMIT 1`.execute(server.db);
  const row = rows.rows[0];
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));
}

function paramValue(name: string, recordId: string): string {
  if (isVenueName(name)) return OWN_VENUE;
  if (name === 'country' || name === 'countryId') return 'uk';
  if (name === 'date') return '2026-11-17';
  if (name === 'year') return '2026';
  if (name === 'week') return '10';
  // A role the intruder could hold at their own venue, so that the request passes validation and meets the record.
  if (name === 'role') return 'vm';
  return recordId;
}

/** The request: the intruder's own venue wherever a venue is named, the Danish record's id wherever an id is. */
function requestFor(route: EndpointRoute, record: Record<string, unknown>) {
  const id = String(record.id);
  const path = route.path.replace(/:([A-Za-z-]+)/g, (_m, name: string) => encodeURIComponent(paramValue(name, id)));
  const query = new URLSearchParams();
  const queryShape = (route.schemas.query as { shape?: Record<string, unknown> } | null)?.shape ?? {};
  for (const name of Object.keys(queryShape)) if (isVenueName(name) || isIdName(name)) query.set(name, paramValue(name, id));
  // The record as stored, so that a body passes validation as far as it can, moved to the intruder's venue.
  const body: Record<string, unknown> = { ...record, createdAt: undefined, updatedAt: undefined };
  for (const key of Object.keys(body)) if (isVenueName(key)) body[key] = OWN_VENUE;
  const bodyShape = (route.schemas.body as { shape?: Record<string, unknown> } | null)?.shape ?? {};
  for (const name of Object.keys(bodyShape)) if (isIdName(name) || isVenueName(name)) body[name] = paramValue(name, id);
  return {
    method: route.method,
    url: `${DEFAULT_SURFACE_BASE[route.surface]}${SURFACE_PATH_PREFIX[route.surface]}${path}${query.size ? `?${query}` : ''}`,
    headers: { venueid: OWN_VENUE, countryid: 'uk' },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.parse(JSON.stringify(body)) as Record<string, unknown> }),
  };
}

async function tableDigest(table: string): Promise<string> {
  const row = await sql<{ count: string; digest: string | null }>`SELECT count(*)::text AS count, md5(string_agg(t::text, '|' ORDER BY t.id)) AS digest FROM ${sql.table(table)} t`.execute(server.db);
  return `${row.rows[0].count}:${row.rows[0].digest}`;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insertInto('users').values({ id: INTRUDER, userName: 'intruder@venueportal.test', name: 'Everything in Manchester' }).execute();
  await server.db.insertInto('roles').values({ roleId: 'idor-all', name: 'Everything', permissions: JSON.stringify(['*']) }).execute();
  await server.db.insertInto('roleInstances').values({ userId: INTRUDER, roleId: 'idor-all', venueId: OWN_VENUE }).execute();
});
afterAll(() => server.close());

it('covers the records of every resource placed at a venue', () => {
  expect(addressing.length).toBeGreaterThan(100);
});

describe.each(addressing.map((route) => [`${route.method} ${route.specPath} (${route.resource}.${route.name})`, route] as const))('%s', (_name, route) => {
  it("refuses another venue's record by id, and leaves it as it was", async () => {
    const record = await targetRecord(route);
    if (!record) return expect.fail(`the demo has no ${route.resource} record at ${TARGET_VENUE}`);
    const table = resources[route.resource].table!;
    const before = await tableDigest(table);
    const res = await server.request(INTRUDER, requestFor(route, record));
    if (route.access === 'write') expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    else if (res.statusCode < 400) expect(res.body).not.toContain(String(record.id));
    expect(await tableDigest(table)).toBe(before);
  });
});

describe("a drive file named by a query or header id, from another venue's drive", () => {
  let fileId: string;
  const stored = () => server.db.selectFrom('media').leftJoin('venueDriveFiles', 'venueDriveFiles.id', 'media.id').select(['media.id', 'media.venueId', 'venueDriveFiles.domainPermission']).where('media.id', '=', fileId).executeTakeFirst();

  beforeAll(async () => {
    const body = multipart({ venueId: TARGET_VENUE, folder: '/' }, { name: 'Rota.txt', type: 'text/plain', content: Buffer.from('rota') });
    const res = await server.request('user-hq', { method: 'POST', url: '/api/main/Media/venuedrive', payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    fileId = res.json().id;
  });

  it('is neither deleted, shared nor sent, whichever venue the request names', async () => {
    const before = await stored();
    const tries = [
      { method: 'DELETE' as const, url: `/api/main/VenueDrive/File?venueId=${OWN_VENUE}&fileId=${fileId}` },
      { method: 'DELETE' as const, url: `/api/main/VenueDrive/File?venueId=${TARGET_VENUE}&fileId=${fileId}` },
      { method: 'POST' as const, url: `/api/main/VenueDrive/SetDomainPermission?fileId=${fileId}`, headers: { venueid: OWN_VENUE }, payload: { domainPermission: 'group' } },
      { method: 'POST' as const, url: `/api/main/VenueDrive/SetDomainPermission?fileId=${fileId}`, headers: { venueid: TARGET_VENUE }, payload: { domainPermission: 'group' } },
      { method: 'DELETE' as const, url: `/api/main/Media/${fileId}` },
    ];
    for (const request of tries) {
      const res = await server.request(INTRUDER, request);
      expect([403, 404], `${request.method} ${request.url}: ${res.body}`).toContain(res.statusCode);
    }
    for (const url of [`/api/main/VenueDrive/Download?venueId=${OWN_VENUE}&fileId=${fileId}`, `/api/main/VenueDrive/Download?venueId=${TARGET_VENUE}&fileId=${fileId}`, `/api/main/Media/${fileId}`]) {
      const res = await server.request(INTRUDER, { method: 'GET', url });
      expect([403, 404], `GET ${url}: ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toContain('rota');
    }
    expect(await stored()).toEqual(before);
  });
});
