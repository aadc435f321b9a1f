import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointRoutes, resources } from '@generated/server';
import { DEFAULT_SURFACE_BASE, SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { EndpointRoute } from '@/server/api/route';
import { domainActions } from '@/server/domain/registry';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Malformed bodies sent to every write endpoint the server mounts, generated from the route table: each answer that
 * is a 400 names the field in `field` and at the start of its message, bad input is never a 5xx, and where the body
 * is at fault the answer is a 400 naming `body` (or the field of the body that is missing).
 */

const VENUE = 'venue-dk-norrebro';
const COUNTRY = 'dk';
/** Holds every permission everywhere, so that each request reaches the check of its body. */
const USER = 'malformed-all';

let server: TestServer;
const recordIds = new Map<string, string | undefined>();

/** An existing record of the endpoint's resource at the venue or country, so that requests addressing one find it. */
async function recordOf(route: EndpointRoute): Promise<string | undefined> {
  const meta = resources[route.resource];
  if (!meta.table) return undefined;
  if (!recordIds.has(meta.name)) {
    const column = meta.scope.venue ?? meta.scope.country;
    const where = column ? sql`WHERE ${sql.ref(column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))} = ${meta.scope.venue ? VENUE : COUNTRY}` : sql``;
    recordIds.set(meta.name, (await sql<{ id: string }>`SELECT id FROM ${sql.table(meta.table)} ${where} LIMIT 1`.execute(server.db)).rows[0]?.id);
  }
  return recordIds.get(meta.name);
}

/** A value the parameter's own schema accepts: the venue, the country, the record, a number, a date or an enum's first value. */
function paramValue(schema: z.ZodType | undefined, name: string, recordId: string | undefined): string {
  const preferred = /venue/i.test(name) ? VENUE : name === 'country' ? COUNTRY : (recordId ?? 'no-such-record');
  const options = (schema as { options?: unknown[] } | undefined)?.options ?? [];
  const candidates = [preferred, '2', '2030', '2030-03-12', ...options.map(String)];
  return candidates.find((c) => !schema || schema.safeParse(c).success) ?? preferred;
}

const shapeOf = (schema: z.ZodType | null) => (schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {});

async function urlOf(route: EndpointRoute): Promise<string> {
  const recordId = await recordOf(route);
  const params = shapeOf(route.schemas.params);
  const path = route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(paramValue(params[name], name, recordId)));
  const query = new URLSearchParams();
  for (const [name, schema] of Object.entries(shapeOf(route.schemas.query))) {
    if (schema.safeParse(undefined).success) continue;
    query.set(name, `query:${name}` === route.id ? (recordId ?? 'no-such-record') : paramValue(schema, name, recordId));
  }
  return `${DEFAULT_SURFACE_BASE[route.surface]}${SURFACE_PATH_PREFIX[route.surface]}${path}${query.size ? `?${query}` : ''}`;
}

interface Case {
  name: string;
  payload: string;
  contentType: string;
  /** The field the answer must name: `body`, `body.` (some field of the body), or null when the body may be accepted. */
  expect: (route: EndpointRoute) => 'body' | 'body.' | null;
}

const acceptsEmpty = (route: EndpointRoute) => Boolean(route.schemas.body?.safeParse({}).success);
/** Where the request acts is checked before its body: a scope read from the body, or from a record the body names, is missing first. */
const readsBodyScope = (route: EndpointRoute) => {
  const sources = [...(route.scope.venue ?? []), ...(route.scope.country ?? [])];
  return sources.some((s) => s.startsWith('body:')) || (sources.includes('record') && Boolean(route.id?.startsWith('body:')));
};
const hasJsonBody = (route: EndpointRoute) => Boolean(route.schemas.body) && !route.upload;

const CASES: Case[] = [
  // Parsed before the endpoint runs: refused for every endpoint, whatever it does with a body.
  { name: 'not JSON', payload: '{"name": ', contentType: 'application/json', expect: () => 'body' },
  { name: 'empty', payload: '', contentType: 'application/json', expect: (r) => (hasJsonBody(r) && !acceptsEmpty(r) ? (readsBodyScope(r) ? 'body.' : 'body') : null) },
  { name: 'a string instead of an object', payload: '"text"', contentType: 'application/json', expect: (r) => (hasJsonBody(r) ? (readsBodyScope(r) ? 'body.' : 'body') : null) },
  { name: 'an array instead of an object', payload: '[]', contentType: 'application/json', expect: (r) => (hasJsonBody(r) ? (readsBodyScope(r) ? 'body.' : 'body') : null) },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain', expect: (r) => (hasJsonBody(r) ? (readsBodyScope(r) ? 'body.' : 'body') : null) },
  { name: 'required fields missing', payload: '{}', contentType: 'application/json', expect: (r) => (hasJsonBody(r) && !acceptsEmpty(r) ? 'body.' : null) },
];

/** Endpoints without a JSON body only meet the cases refused before they run: the others would do their work. */
const casesOf = (route: EndpointRoute) => (hasJsonBody(route) ? CASES : CASES.filter((c) => c.name === 'not JSON'));

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insertInto('users').values({ id: USER, userName: 'malformed@venueportal.test', name: 'Malformed Bodies' }).execute();
  await server.db.insertInto('roles').values({ roleId: 'malformed-all', name: 'Everything', permissions: JSON.stringify(['*']) }).execute();
  await server.db.insertInto('roleInstances').values({ userId: USER, roleId: 'malformed-all', venueId: null }).execute();
});
afterAll(() => server.close());

const writes = endpointRoutes(domainActions).filter((r) => r.method !== 'GET');

describe('malformed bodies on every write endpoint', () => {
  it('covers every write endpoint of the route table', () => {
    expect(writes.length).toBeGreaterThan(250);
  });

  it.each(writes.map((route) => [`${route.method} ${route.specPath} (${route.resource}.${route.name})`, route] as const))('%s', async (_name, route) => {
    const url = await urlOf(route);
    const wrong: string[] = [];
    for (const c of casesOf(route)) {
      const res = await server.request(USER, { method: route.method, url, payload: c.payload, headers: { 'content-type': c.contentType, venueid: VENUE, countryid: COUNTRY } });
      const answer = (String(res.headers['content-type']).startsWith('application/json') ? res.json() : null) as { status?: number; message?: string; field?: string } | null;
      const expected = c.expect(route);
      const where = `${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) wrong.push(`${where} (bad input is never a 5xx)`);
      else if (res.statusCode === 400 && (!answer?.field || !answer.message?.startsWith(`${answer.field}: `))) wrong.push(`${where} (a 400 names its field)`);
      else if (expected && (res.statusCode !== 400 || !(expected === 'body' ? answer?.field === 'body' : answer?.field?.startsWith('body.')))) wrong.push(`${where} (expected 400 naming ${expected === 'body' ? 'body' : 'a field of the body'})`);
    }
    expect(wrong).toEqual([]);
  });
});
