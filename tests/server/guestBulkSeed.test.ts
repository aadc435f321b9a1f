import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestKeys, phoneDigits } from '@/server/domain/guests/guestKeys';
import type { CountryCode } from '@/shared/types';
import { seedBulkGuests } from '@/server/seed/bulkGuests';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

interface Page {
  items: { id: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null }[];
  hasMore: boolean;
  count: number | null;
  countCapped: boolean;
}

const search = async (country: string, query: string, extra = '') =>
  (await server.request('user-hq', { method: 'GET', url: `/api/crm/api/UserProfiles/${country}?query=${encodeURIComponent(query)}&includeCount=true${extra}` })).json() as Page;

/** The guests of a country a query should find, worked out here from the rows (name either order, email, phone). */
async function expectedMatches(country: CountryCode, query: string): Promise<number> {
  const rows = await server.db.selectFrom('guestProfiles').select(['firstName', 'lastName', 'email', 'phone']).where('country', '=', country).execute();
  const text = query.trim().toLowerCase();
  const digits = /^\+?[\d\s()-]+$/.test(query.trim()) ? phoneDigits(query, country) : null;
  return rows.filter((r) => {
    const keys = guestKeys({ ...r, country });
    const byText = [keys.nameKey, keys.firstNameKey, keys.emailKey].some((k) => k?.startsWith(text));
    return byText || (digits !== null && digits.length >= 2 && Boolean(keys.phoneKey?.startsWith(digits)));
  }).length;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedBulkGuests(server.db, 2_000);
});
afterAll(() => server.close());

describe('bulk guests (npm run seed -- --guests N)', () => {
  it('adds the guests spread over the four countries, and only the missing ones when run again', async () => {
    const perCountry = await server.db
      .selectFrom('guestProfiles')
      .select(['country', (eb) => eb.fn.countAll<number>().as('n')])
      .where('id', 'like', 'bulk-%')
      .groupBy('country')
      .orderBy('country')
      .execute();
    expect(perCountry.map((r) => [r.country, Number(r.n)])).toEqual([
      ['dk', 500],
      ['fi', 500],
      ['no', 500],
      ['uk', 500],
    ]);
    expect(await seedBulkGuests(server.db, 2_000)).toEqual({ added: 0, bulk: 2_000 });
    expect(await seedBulkGuests(server.db, 2_010)).toEqual({ added: 10, bulk: 2_010 });
    const last = await server.db.selectFrom('guestProfiles').select(['id', 'country']).where('id', 'like', 'bulk-%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ id: 'bulk-00002010', country: 'no' });
  });

  it('writes the search keys the application would write, and unique referral codes', async () => {
    const rows = await server.db
      .selectFrom('guestProfiles')
      .select(['country', 'firstName', 'lastName', 'email', 'phone', 'nameKey', 'firstNameKey', 'emailKey', 'phoneKey', 'venueId'])
      .where('id', 'like', 'bulk-%')
      .execute();
    for (const r of rows) {
      const { nameKey, firstNameKey, emailKey, phoneKey, venueId, ...guest } = r;
      expect({ nameKey, firstNameKey, emailKey, phoneKey }, JSON.stringify(guest)).toEqual(guestKeys({ ...guest, country: guest.country as CountryCode }));
      expect(venueId).toBeTruthy();
    }
    const venues = await server.db.selectFrom('venues').select(['id', 'country']).execute();
    const countryOf = new Map(venues.map((v) => [v.id, v.country]));
    expect(rows.every((r) => countryOf.get(r.venueId!) === r.country)).toBe(true);
    const codes = await sql<{ n: number }>`SELECT count(DISTINCT referral_code)::int AS n FROM guest_profiles WHERE id LIKE 'bulk-%'`.execute(server.db);
    expect(codes.rows[0].n).toBe(rows.length);
  });

  it('is found by the guest search by the beginning of a name, an email or a phone number, with the right count', async () => {
    const guest = await server.db.selectFrom('guestProfiles').select(['id', 'country', 'firstName', 'lastName', 'email', 'phone']).where('id', '=', 'bulk-00001001').executeTakeFirstOrThrow();
    const country = guest.country as CountryCode;
    const queries = [
      guest.firstName!.slice(0, 3),
      `${guest.firstName} ${guest.lastName!.slice(0, 2)}`,
      `${guest.lastName} ${guest.firstName}`,
      guest.email!.slice(0, guest.email!.indexOf('@') + 1),
      guest.phone!.slice(0, guest.phone!.length - 2),
      phoneDigits(guest.phone, country),
    ];
    for (const query of queries) {
      const expected = await expectedMatches(country, query);
      const all = await search(country, query, '&top=100');
      expect(all.count, query).toBe(expected);
      expect(all.countCapped, query).toBe(false);
      // Counted by the count query (a page of one) and from a later page that holds the last match, alike.
      expect((await search(country, query, '&top=1')).count, query).toBe(expected);
      if (expected > 1) expect((await search(country, query, `&top=100&skip=${Math.max(1, expected - 50)}`)).count, query).toBe(expected);
      // The guest is on one of the pages.
      let found = all.items.some((g) => g.id === guest.id);
      for (let skip = 100; !found && skip < expected; skip += 100) found = (await search(country, query, `&top=100&skip=${skip}`)).items.some((g) => g.id === guest.id);
      expect(found, query).toBe(true);
    }
  });
});
