import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightOf, nightWindow, type VenueClock } from '@/shared/bookings/night';
import { ArrivalState, holdsTable } from '@/shared/bookings/states';
import { seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo night under way', () => {
  it('has, at every venue with parties at their tables, one not come yet or come only in part, at whatever hour the demo is seeded', async () => {
    const venues = await server.db.selectFrom('venueDetails').select(['id', 'name', 'timeZoneCode', 'startTimeOfDay']).execute();
    const without: string[] = [];
    for (const venue of venues) {
      // The seed gives every venue its zone and the time of day its nights begin.
      const clock: VenueClock = { timeZone: venue.timeZoneCode!, startTimeOfDay: venue.startTimeOfDay! };
      const window = nightWindow(nightOf(seededAt(), clock), clock);
      const night = await server.db
        .selectFrom('bookings')
        .select(['bookingState', 'arrivalState', 'deleted'])
        .where('venueDetailsId', '=', venue.id)
        .where('venueTableId', 'is not', null)
        .where('arrival', '>=', window.from)
        .where('arrival', '<', window.to)
        .execute();
      const parties = night.filter(holdsTable);
      if (parties.length && !parties.some((b) => b.arrivalState === ArrivalState.NotArrived || b.arrivalState === ArrivalState.PartialArrival)) without.push(venue.name ?? venue.id);
    }
    expect(without).toEqual([]);
  });
});
