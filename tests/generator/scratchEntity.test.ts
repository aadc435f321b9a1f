import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@generated/server';
import { generate } from '../../generator/index';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import { simpleRestRoutes } from '@/server/api/simpleRest';
import type { ResourceMeta } from '@/server/api/types';
import { startTestServer, type TestServer } from '../support/testServer';
import { label, ROOT, scratchProject } from './support';

/**
 * The README's "Adding an entity", taken as written: its schema file is generated into a scratch copy, and the
 * generated resource is served by the real server on a copy of the seeded database, so the recipe's promises (an
 * API at /api/main/suppliers, permissions checked, records kept to the venues of the user, bad bodies refused) are
 * checked against what the generator makes of it today.
 */

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const recipe = /## Adding an entity[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)![1];

const OWN_VENUE = 'venue-dk-norrebro';
const OTHER_VENUE = 'venue-uk-manchester';
const MANAGER = 'scratch-manager';
const READER = 'scratch-reader';
const NOBODY = 'scratch-nobody';
const BASE = `${DEFAULT_SURFACE_BASE.main}${SURFACE_PATH_PREFIX.main}/suppliers`;

let project: ReturnType<typeof scratchProject>;
let server: TestServer;
let resourceMeta: ResourceMeta;

beforeAll(async () => {
  // The recipe references the venues; the scratch copy names them (the server serves the real ones).
  const venues = `import { defineResource } from '../dsl';
export default defineResource({ name: 'venues', label: ${label('Venue')}, labelPlural: ${label('Venues')}, api: 'main', internal: true, fields: { name: { type: 'text', required: true, label: ${label('Name')} } } });
`;
  project = scratchProject({ 'schema/procurement/suppliers.ts': recipe, 'schema/shell/venues.ts': venues });
  await generate(project.root, { check: false });
  const generated = (await import(pathToFileURL(join(project.root, 'generated/server/resources/suppliers.ts')).href)) as { suppliersResource: ResourceMeta };
  resourceMeta = generated.suppliersResource;
  server = await startTestServer({ resources: { ...resources, suppliers: resourceMeta } });
  await sql.raw(readFileSync(join(project.root, 'generated/server/migrations/suppliers.sql'), 'utf8')).execute(server.db);
  await server.db
    .insertInto('users')
    .values([
      { id: MANAGER, userName: 'scratch-manager@venueportal.test', name: 'Stock Manager' },
      { id: READER, userName: 'scratch-reader@venueportal.test', name: 'Stock Reader' },
      { id: NOBODY, userName: 'scratch-nobody@venueportal.test', name: 'No Roles' },
    ])
    .execute();
  await server.db
    .insertInto('roles')
    .values([
      { roleId: 'scratch-stock', name: 'Stock', permissions: JSON.stringify(['vp.vp.pim.stockmanagement.show', 'vp.vp.pim.stockmanagement.edit']) },
      { roleId: 'scratch-stock-read', name: 'Stock reader', permissions: JSON.stringify(['vp.vp.pim.stockmanagement.show']) },
    ])
    .execute();
  await server.db
    .insertInto('roleInstances')
    .values([
      { userId: MANAGER, roleId: 'scratch-stock', venueId: OWN_VENUE },
      { userId: READER, roleId: 'scratch-stock-read', venueId: OWN_VENUE },
    ])
    .execute();
}, 60_000);

afterAll(async () => {
  await server?.close();
  project?.cleanup();
});

const create = (userId: string | null, body: Record<string, unknown>) => server.request(userId, { method: 'POST', url: BASE, payload: body });

describe('the README recipe, generated into a scratch copy', () => {
  it('generates a typed-call file without imports it does not use', () => {
    const api = readFileSync(join(project.root, 'generated/client/api/suppliers.ts'), 'utf8');
    expect(api).not.toMatch(/\bcall\b|CallOptions/);
  });

  it('scopes the records to the venue the recipe references', () => {
    const server = readFileSync(join(project.root, 'generated/server/resources/suppliers.ts'), 'utf8');
    expect(server).toMatch(/scope: \{\s*"?venue"?: "venueId"/);
  });

  it('is served on the five routes of the simple REST convention, which the authorization matrix walks', () => {
    const routes = simpleRestRoutes({ suppliers: resourceMeta });
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /suppliers', 'GET /suppliers/:id', 'POST /suppliers', 'PUT /suppliers/:id', 'DELETE /suppliers/:id']);
    for (const r of routes) expect(server.app.hasRoute({ method: r.method, url: `${DEFAULT_SURFACE_BASE.main}${SURFACE_PATH_PREFIX.main}${r.path}` })).toBe(true);
  });

  it('creates, reads, changes and deletes a supplier of the manager’s own venue', async () => {
    const created = await create(MANAGER, { name: 'Nordic Fish', venueId: OWN_VENUE });
    expect(created.statusCode).toBe(200);
    const supplier = created.json() as { id: string; version: number };
    expect((await server.request(READER, { method: 'GET', url: `${BASE}/${supplier.id}` })).json()).toMatchObject({ name: 'Nordic Fish', venueId: OWN_VENUE });
    const list = await server.request(READER, { method: 'GET', url: `${BASE}?filter=${encodeURIComponent(JSON.stringify({ q: 'Nordic' }))}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^suppliers 0-0\/1$/);
    const changed = await server.request(MANAGER, { method: 'PUT', url: `${BASE}/${supplier.id}`, payload: { name: 'Nordic Fish & Co', venueId: OWN_VENUE, version: supplier.version } });
    expect(changed.statusCode).toBe(200);
    expect((await server.request(MANAGER, { method: 'DELETE', url: `${BASE}/${supplier.id}` })).statusCode).toBe(200);
    expect((await server.request(READER, { method: 'GET', url: `${BASE}/${supplier.id}` })).statusCode).toBe(404);
  });

  it('refuses callers without a token, without the permission, or with the read permission only', async () => {
    expect((await create(null, { name: 'Anon', venueId: OWN_VENUE })).statusCode).toBe(401);
    expect((await create(NOBODY, { name: 'Nobody', venueId: OWN_VENUE })).statusCode).toBe(403);
    expect((await server.request(NOBODY, { method: 'GET', url: BASE })).statusCode).toBe(403);
    expect((await create(READER, { name: 'Reader', venueId: OWN_VENUE })).statusCode).toBe(403);
  });

  it('refuses a supplier for a venue the manager does not manage, and keeps other venues’ suppliers out of sight', async () => {
    expect((await create(MANAGER, { name: 'Thames Ales', venueId: OTHER_VENUE })).statusCode).toBe(403);
    const elsewhere = await create('user-hq', { name: 'Thames Ales', venueId: OTHER_VENUE });
    expect(elsewhere.statusCode).toBe(200);
    const { id, version } = elsewhere.json() as { id: string; version: number };
    expect((await server.request(MANAGER, { method: 'GET', url: `${BASE}/${id}` })).statusCode).toBe(403);
    expect((await server.request(MANAGER, { method: 'PUT', url: `${BASE}/${id}`, payload: { name: 'Mine now', venueId: OWN_VENUE, version } })).statusCode).toBe(403);
    expect((await server.request(MANAGER, { method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(403);
    const list = await server.request(MANAGER, { method: 'GET', url: BASE });
    expect((list.json() as { venueId: string }[]).map((s) => s.venueId)).not.toContain(OTHER_VENUE);
  });

  it('answers 400 with the field and what is wrong for a bad body', async () => {
    const missing = await create(MANAGER, { venueId: OWN_VENUE });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toMatch(/name/);
    const tooLong = await create(MANAGER, { name: 'x'.repeat(121), venueId: OWN_VENUE });
    expect(tooLong.statusCode).toBe(400);
    expect((await server.request(MANAGER, { method: 'GET', url: `${BASE}?range=oops` })).statusCode).toBe(400);
  });
});
