import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from '@/server/api/errorHandler';
import { registerSimpleRest } from '@/server/api/simpleRest';
import type { ResourceMeta } from '@/server/api/types';
import { createAuthenticate } from '@/server/auth/authenticate';
import { createSessionRegistry } from '@/server/auth/sessions';
import { DEFAULT_SURFACE_BASE } from '@/shared/surfaces';
import { startTestServer, type TestServer } from '../support/testServer';

/** The simple REST convention that serves resources declaring no endpoints, as ra-data-simple-rest calls it. */

const editable = { name: z.string().trim().min(1, 'is required').max(50), venueId: z.string().min(1, 'is required') };
const gadgets: ResourceMeta = {
  name: 'gadgets',
  file: 'schema/venue/gadgets.ts',
  surface: 'main',
  table: 'gadgets',
  versioned: true,
  scope: { venue: 'venueId' },
  columns: { name: 'text', venueId: 'reference' },
  readOnly: [],
  defaults: {},
  search: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  simpleRest: { read: 'vp.vp.venuetasks.show', write: 'vp.vp.venueinfo.edit' },
  createSchema: z.object(editable),
  updateSchema: z.object({ ...editable, id: z.string().optional(), version: z.number().int() }),
  patchSchema: z.object(editable).partial(),
};

let server: TestServer;
let app: FastifyInstance;
const base = `${DEFAULT_SURFACE_BASE.main}/gadgets`;

async function call(userId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${await server.token(userId)}` } });
}

beforeAll(async () => {
  server = await startTestServer();
  await sql`CREATE TABLE gadgets (id text PRIMARY KEY DEFAULT gen_random_uuid()::text, version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), created_by text, updated_by text, name text, venue_id text)`.execute(server.db);
  await sql`INSERT INTO gadgets (name, venue_id) VALUES ('Ice crusher', 'venue-dk-norrebro'), ('Blender', 'venue-dk-norrebro'), ('Jigger', 'venue-dk-vesterbro'), ('Shaker', 'venue-fi-kallio')`.execute(server.db);
  app = Fastify();
  installErrorHandler(app);
  registerSimpleRest(app, { db: server.db, authenticate: createAuthenticate(server.db, server.verifier, createSessionRegistry(server.db)), services: { config: {} as never }, resources: { gadgets }, mounts: DEFAULT_SURFACE_BASE });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await server.close();
});

describe('the simple REST convention', () => {
  it('lists with sort, range and filter, answering Content-Range', async () => {
    const res = await call('user-hq', 'GET', `${base}?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{}')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { name: string }) => g.name)).toEqual(['Blender', 'Ice crusher']);
    expect(res.headers['content-range']).toBe('gadgets 0-1/4');
    const search = await call('user-hq', 'GET', `${base}?filter=${encodeURIComponent('{"q":"sha"}')}`);
    expect(search.json().map((g: { name: string }) => g.name)).toEqual(['Shaker']);
  });
  it('limits a list to the venues where the user holds the read permission', async () => {
    const res = await call('user-vm', 'GET', base);
    expect(res.json().map((g: { name: string }) => g.name).sort()).toEqual(['Blender', 'Ice crusher', 'Jigger']);
  });
  it('creates, reads, updates with the version and deletes', async () => {
    const created = (await call('user-vm', 'POST', base, { name: 'Muddler', venueId: 'venue-dk-norrebro' })).json();
    expect(created).toMatchObject({ name: 'Muddler', version: 1 });
    expect((await call('user-vm', 'GET', `${base}/${created.id}`)).json()).toMatchObject({ name: 'Muddler' });
    expect((await call('user-vm', 'PUT', `${base}/${created.id}`, { ...created, name: 'Wooden muddler' })).json()).toMatchObject({ version: 2 });
    expect((await call('user-vm', 'PUT', `${base}/${created.id}`, { ...created, name: 'Stale' })).statusCode).toBe(409);
    expect((await call('user-vm', 'DELETE', `${base}/${created.id}`)).statusCode).toBe(200);
    expect((await call('user-vm', 'GET', `${base}/${created.id}`)).statusCode).toBe(404);
  });
  it('refuses bad input, other venues and missing permissions', async () => {
    expect((await call('user-vm', 'POST', base, { name: '', venueId: 'venue-dk-norrebro' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await call('user-vm', 'POST', base, { name: 'Strainer', venueId: 'venue-fi-kallio' })).statusCode).toBe(403);
    expect((await call('user-sm', 'POST', base, { name: 'Strainer', venueId: 'venue-dk-norrebro' })).statusCode).toBe(403);
    const kallio = (await call('user-hq', 'GET', base)).json().find((g: { name: string }) => g.name === 'Shaker');
    expect((await call('user-vm', 'GET', `${base}/${kallio.id}`)).statusCode).toBe(403);
    expect((await call('user-hq', 'GET', `${base}?range=oops`)).json()).toMatchObject({ status: 400, field: 'query.range' });
  });
  it('lets a user who holds only the read permission read, and refuses every change without changing anything', async () => {
    // Sofie Larsen, shift manager at Nørrebro, holds vp.vp.venuetasks.show there but not vp.vp.venueinfo.edit.
    const digest = async () => (await sql<{ rows: string }>`SELECT string_agg(t::text, '|' ORDER BY id) AS rows FROM gadgets t`.execute(server.db)).rows[0].rows;
    const blender = (await call('user-sm', 'GET', base)).json().find((g: { name: string }) => g.name === 'Blender');
    expect((await call('user-sm', 'GET', `${base}/${blender.id}`)).statusCode).toBe(200);
    const before = await digest();
    expect((await call('user-sm', 'POST', base, { name: 'Strainer', venueId: 'venue-dk-norrebro' })).statusCode).toBe(403);
    expect((await call('user-sm', 'PUT', `${base}/${blender.id}`, { ...blender, name: 'Stick blender' })).statusCode).toBe(403);
    expect((await call('user-sm', 'DELETE', `${base}/${blender.id}`)).statusCode).toBe(403);
    expect(await digest()).toBe(before);
  });
});
