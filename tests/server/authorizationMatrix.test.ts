import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes, resources } from '@generated/server';
import { PERMISSION_ACCESS } from '@generated/shared/permissions';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { EndpointRoute } from '@/server/api/route';
import { simpleRestRoutes, type SimpleRestRoute } from '@/server/api/simpleRest';
import { MOUNT as OIDC_MOUNT } from '@/server/auth/embedded/settings';
import { REALTIME_HUBS } from '@/server/domain/hubs';
import { domainActions } from '@/server/domain/registry';
import { HUB_PATH } from '@/server/realtime/routes';
import { WEBHOOK_PATHS } from '@/server/webhooks/paths';
import { SIGNATURE_HEADER, sign } from '@/server/webhooks/signature';
import { SIGN_OUT_PATH } from '@/shared/signOut';
import { routeKey, routeRecorder, unaccountedRoutes } from '../support/mountedRoutes';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Every declared endpoint, built from the schema, against every kind of caller that must be turned away:
 * no token, a token with a bad signature, an expired token, a user without the permission, and a user who
 * holds every permission but only at a venue in another country. A permitted user must get through. A user who
 * holds every read permission everywhere, and no write one, is refused every endpoint that writes — and nothing
 * changes — and let through every endpoint that reads with a read permission. The matrix grows by itself as
 * endpoints are added to the schema, declared ones and those of the simple REST convention alike. The routes the
 * server mounts by hand (hubs, sign-out, webhooks) have their own checks below, and the server itself says what it
 * mounts: a route that is neither checked here nor listed as public, with the reason, fails the matrix.
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
/** Signs out in the matrix: ending a session ends every session of a test token's user, so not the permitted one's. */
const SIGNS_OUT = 'matrix-signs-out';

let server: TestServer;
/** Every route the server mounts, as it mounts them. */
const mounted = routeRecorder();
/** The built portal the server serves: its pages are routes too. */
const portalDir = mkdtempSync(join(tmpdir(), 'vp-matrix-portal-'));
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
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(portalDir, 'redirect-bridge.html'), '<!doctype html>');
  // The whole server as `npm start` mounts it: the embedded identity provider and the portal's files included.
  server = await startTestServer({ identityProvider: true, staticDir: portalDir, onRoute: mounted.onRoute });
  await server.db
    .insertInto('users')
    .values([
      { id: SIGNS_OUT, userName: 'signs-out@venueportal.test', name: 'Signs Out' },
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
afterAll(async () => {
  await server?.close();
  rmSync(portalDir, { recursive: true, force: true });
});

/** The newest transaction id: a request that writes anything anywhere takes one. */
async function newestTransaction(): Promise<string> {
  return (await sql<{ xmax: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`.execute(server.db)).rows[0].xmax;
}

/**
 * What a request could have changed: the newest transaction id (a request that writes anything anywhere takes one)
 * and every row of the resource's own table.
 */
async function fingerprint(route: EndpointRoute): Promise<string> {
  const xid = await newestTransaction();
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

/** The answers to a request without a token, with a badly signed one and with an expired one. */
async function tokenRefusals(request: InjectOptions): Promise<number[]> {
  const statuses = [(await server.app.inject(request)).statusCode];
  for (const token of [await server.badSignatureToken(PERMITTED), await server.expiredToken(PERMITTED)]) {
    statuses.push((await server.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } })).statusCode);
  }
  return statuses;
}

/**
 * The realtime hubs (`/hubs/<hub>`: negotiate, long polling, and the WebSocket upgrade of the same GET): every request
 * presents a token, and the user must hold the hub's permission somewhere.
 */
const HUB_ROUTES = [
  { method: 'POST', path: `${HUB_PATH}/:hub/negotiate` },
  { method: 'GET', path: `${HUB_PATH}/:hub` },
  { method: 'POST', path: `${HUB_PATH}/:hub` },
  { method: 'DELETE', path: `${HUB_PATH}/:hub` },
] as const;

describe.each(HUB_ROUTES.flatMap((route) => REALTIME_HUBS.map((hub) => [`${route.method} ${route.path} (${hub.name})`, route, hub] as const)))('%s', (_name, route, hub) => {
  const request: InjectOptions = { method: route.method, url: route.path.replace(':hub', hub.name) };

  it('refuses a request without a token, with a bad signature or an expired token', async () => {
    expect(await tokenRefusals(request)).toEqual([401, 401, 401]);
  });

  it('refuses a user without the permission', async () => {
    expect((await server.request(NOBODY, request)).statusCode).toBe(403);
  });

  it('lets a permitted user through', async () => {
    const res = await server.request(PERMITTED, request);
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });
});

describe(`POST ${SIGN_OUT_PATH}`, () => {
  const request: InjectOptions = { method: 'POST', url: SIGN_OUT_PATH };

  it('refuses a request without a token, with a bad signature or an expired token', async () => {
    expect(await tokenRefusals(request)).toEqual([401, 401, 401]);
  });

  it('ends the session of a signed-in user', async () => {
    expect((await server.request(SIGNS_OUT, request)).statusCode).toBe(204);
  });
});

/**
 * The inbound webhooks carry no user token: the platforms sign each call with the channel's secret. A call that is not
 * signed, or signed with another secret, is refused and writes nothing; the Messenger subscription check needs the
 * verify token.
 */
const FORGED_WEBHOOK_CALLS = [
  { method: 'POST', url: WEBHOOK_PATHS.messenger, headers: {}, status: 401, as: 'unsigned' },
  { method: 'POST', url: WEBHOOK_PATHS.messenger, headers: { [SIGNATURE_HEADER]: sign('not-the-secret', '{"object":"page","entry":[]}') }, status: 401, as: 'signed with another secret' },
  { method: 'POST', url: WEBHOOK_PATHS.email, headers: {}, status: 401, as: 'unsigned' },
  { method: 'POST', url: WEBHOOK_PATHS.email, headers: { [SIGNATURE_HEADER]: sign('not-the-secret', '{"object":"page","entry":[]}') }, status: 401, as: 'signed with another secret' },
  { method: 'GET', url: `${WEBHOOK_PATHS.messenger}?hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=1`, headers: {}, status: 403, as: 'with a wrong verify token' },
] as const;

describe.each(FORGED_WEBHOOK_CALLS.map((call) => [`${call.method} ${call.url.split('?')[0]} ${call.as}`, call] as const))('%s', (_name, call) => {
  it(`is refused with ${call.status} and changes nothing`, async () => {
    const before = await newestTransaction();
    const res = await server.app.inject({ method: call.method, url: call.url, payload: call.method === 'POST' ? '{"object":"page","entry":[]}' : undefined, headers: { 'content-type': 'application/json', ...call.headers } });
    expect(res.statusCode, res.body).toBe(call.status);
    expect(await newestTransaction()).toBe(before);
  });
});

/** Routes anybody may call, each with the reason it needs no permission. */
const PUBLIC_ROUTES: { methods: readonly string[] | 'every'; url: string; reason: string }[] = [
  { methods: ['OPTIONS'], url: '*', reason: 'CORS preflight: it only says which origins may call, and the call itself is checked' },
  { methods: ['GET'], url: '/config.json', reason: 'the browser reads where to sign in and where the APIs are before anybody has signed in' },
  { methods: ['GET'], url: '/healthz', reason: 'the load balancer asks whether the server is up' },
  { methods: ['GET'], url: '/', reason: 'the portal page, which signs the user in itself' },
  { methods: ['GET'], url: '/redirect-bridge', reason: 'MSAL\'s redirect bridge page, which sign-in itself loads' },
  { methods: ['GET', 'HEAD'], url: '/*', reason: 'the built portal\'s files: code, styles, pictures, no data' },
  { methods: 'every', url: `${OIDC_MOUNT}/*`, reason: 'the OpenID provider\'s protocol, which authenticates clients (PKCE, registered redirects) and users itself' },
  { methods: ['GET'], url: `${OIDC_MOUNT}/interaction/:uid`, reason: 'the sign-in page, shown only inside a sign-in begun by this browser (interaction cookie)' },
  ...['login', 'reset/code', 'reset', 'forgot', 'cancel'].map((step) => ({
    methods: ['POST'],
    url: `${OIDC_MOUNT}/interaction/:uid/${step}`,
    reason: 'a step of signing in (password, reset code, new password, forgot, cancel), taken only inside a sign-in begun by this browser',
  })),
  { methods: ['POST'], url: WEBHOOK_PATHS.messenger, reason: 'the Messenger platform signs each call with the app secret (HMAC-SHA256 of the body); checked above' },
  { methods: ['GET'], url: WEBHOOK_PATHS.messenger, reason: 'the Messenger platform\'s subscription check, answered only for the configured verify token; checked above' },
  { methods: ['POST'], url: WEBHOOK_PATHS.email, reason: 'the inbound-mail relay signs each message with its secret (HMAC-SHA256 of the body); checked above' },
  { methods: ['GET'], url: WEBHOOK_PATHS.demoTargets, reason: 'demo only: the demo\'s pages and mailboxes, which its sign-in page shows anyone anyway' },
  { methods: ['GET'], url: '/s/:code', reason: 'short links are opened by guests, who have no account' },
  { methods: ['GET'], url: '/refer/:code', reason: 'referral invitations are opened by guests, who have no account' },
  {
    methods: ['POST'],
    url: '/api/public/:kind/:formId/venues/:venueId/submissions',
    reason: 'guests send booking forms and check-ins from public sites and venue tablets, without an account; it only adds a submission, finds or makes the guest by contact and gives consents (email waiting for confirmation), with a bounded, checked body',
  },
  { methods: ['GET', 'POST'], url: '/consent/:token', reason: 'guests confirm an email consent by the link mailed to them, without an account; the random token (stored hashed, single use, expiring) is the credential' },
];

/** What the matrix checks, route by route, as the server mounts them. */
function checkedRouteKeys(): string[] {
  const surfaceUrl = (surface: keyof typeof DEFAULT_SURFACE_BASE, path: string) => `${DEFAULT_SURFACE_BASE[surface]}${SURFACE_PATH_PREFIX[surface]}${path}`;
  return [
    ...endpointRoutes(domainActions).map((route) => routeKey(route.method, surfaceUrl(route.surface, route.path))),
    ...simpleRestRoutes(resources).map((route) => routeKey(route.method, surfaceUrl(resources[route.resource].surface, route.path))),
    ...HUB_ROUTES.map((route) => routeKey(route.method, route.path)),
    routeKey('POST', SIGN_OUT_PATH),
  ];
}

const publicRouteKeys = (supportedMethods: string[]) =>
  PUBLIC_ROUTES.flatMap((route) => (route.methods === 'every' ? supportedMethods : route.methods).map((method) => routeKey(method, route.url)));

describe('every route the server mounts', () => {
  it('is checked by the matrix or public for a stated reason', () => {
    expect(mounted.routes.length).toBeGreaterThan(checkedRouteKeys().length);
    expect(unaccountedRoutes(mounted.routes, [...checkedRouteKeys(), ...publicRouteKeys(server.app.supportedMethods)])).toEqual([]);
  });

  it('is what the checked and the public routes name: none of them is stale', () => {
    const keys = new Set(mounted.routes.map((route) => routeKey(route.method, route.url)));
    expect([...checkedRouteKeys(), ...publicRouteKeys(server.app.supportedMethods)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('would fail for a route mounted later without a check', async () => {
    const recorder = routeRecorder();
    const app = Fastify();
    app.addHook('onRoute', recorder.onRoute);
    app.get('/api/main/Suppliers', async () => []);
    app.head('/api/main/Reports', async () => '');
    app.get('/api/main/Reports', async () => []);
    await app.ready();
    const accounted = [routeKey('GET', '/api/main/Reports')];
    // The GET routes' HEAD twins follow their GET; a HEAD route with its own handler is a route of its own.
    expect(unaccountedRoutes(recorder.routes, accounted).sort()).toEqual(['GET /api/main/Suppliers', 'HEAD /api/main/Reports', 'HEAD /api/main/Suppliers']);
    await app.close();
  });
});
