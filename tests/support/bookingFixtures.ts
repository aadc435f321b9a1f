import { expect } from 'vitest';
import type { TestServer } from './testServer';

/** Helpers of the booking and venue-setup tests: calls by user, and a small layout of their own at a venue. */

export const VENUE = 'venue-dk-norrebro';
export const SETUP_API = '/api/setup/admin';
export const BOOKINGS_API = '/api/bookings/admin/bookings';

export function api(server: TestServer) {
  return async (userId: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await server.request(userId, { method, url, payload: payload as never, headers: { venueid: VENUE, ...headers } });
    let json: unknown = null;
    try {
      json = res.body ? JSON.parse(res.body) : null;
    } catch {
      json = null;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes; each test reads what it checks
    return { status: res.statusCode, body: json as Record<string, any>, raw: res };
  };
}

export interface Layout {
  setupId: string;
  main: string;
  lounge: string;
  tables: Record<'A1' | 'A2' | 'A3' | 'A12' | 'B1' | 'B2', string>;
}

/**
 * A setup "Test layout <tag>" at the venue: section Main with A1 (4 seats), A2 (4), A3 (8) and the combination A1+A2
 * (8); section Lounge with B1 (6, kept for walk-ins) and B2 (2).
 */
export async function createLayout(server: TestServer, tag: string, venueId = VENUE): Promise<Layout> {
  const call = api(server);
  const setup = await call('user-hq', 'POST', `${SETUP_API}/venue-setups`, { name: `Test layout ${tag}`, venueDetailsId: venueId });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const setupId = setup.body.id as string;
  const section = async (name: string) => (await call('user-hq', 'POST', `${SETUP_API}/venue-setups/${setupId}/venue-sections`, { name })).body.id as string;
  const main = await section('Main');
  const lounge = await section('Lounge');
  const table = async (sectionId: string, name: string, seatCount: number, parts: string[] = []) => {
    const res = await call('user-hq', 'POST', `${SETUP_API}/venue-setups/${setupId}/venue-sections/${sectionId}/venue-tables`, { name, seatCount, venueTableType: 1, note: null, combinationTablePartIds: parts });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, unknown>;
  };
  const a1 = await table(main, 'A1', 4);
  const a2 = await table(main, 'A2', 4);
  const a3 = await table(main, 'A3', 8);
  const a12 = await table(main, 'A1+A2', 8, [a1.id as string, a2.id as string]);
  const b1 = await table(lounge, 'B1', 6);
  const b2 = await table(lounge, 'B2', 2);
  const walkIn = await call('user-hq', 'PUT', `${SETUP_API}/venue-setups/${setupId}/venue-sections/${lounge}/venue-tables/${b1.id}`, {
    name: 'B1',
    seatCount: 6,
    venueTableType: 1,
    venuePolicies: [{ identifier: 'Walk-ins only', policyType: 'TableBookingPolicy', limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }],
  });
  expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(200);
  return { setupId, main, lounge, tables: { A1: a1.id as string, A2: a2.id as string, A3: a3.id as string, A12: a12.id as string, B1: b1.id as string, B2: b2.id as string } };
}

/** A local time at the venue (Copenhagen) on a night far from the demo's bookings. */
export const at = (time: string, date = '2030-03-12') => {
  const [h] = time.split(':').map(Number);
  const day = h < 10 ? `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}` : date;
  return new Date(`${day}T${time}:00+01:00`).toISOString();
};
