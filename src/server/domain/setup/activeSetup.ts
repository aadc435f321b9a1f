import { venueSetupCalendarEntriesResource } from '@generated/server/resources/venueSetupCalendarEntries';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import type { VenueDetails } from '@/shared/setup/venueData';
import { resolveActiveSetup, type ActiveSetup, type CalendarEntry } from '@/shared/setup/activeSetup';
import type { RequestContext } from '../../api/context';
import { clockOf, iso, type SetupRecord } from './venueData';

export async function liveSetups(ctx: RequestContext, venueDetailsId: string | string[]): Promise<SetupRecord[]> {
  const { records } = await ctx.store.list(venueSetupsResource, { match: { venueDetailsId }, sort: { field: 'name', order: 'ASC' } });
  return (records as SetupRecord[]).filter((s) => !s.deleted);
}

export async function liveEntries(ctx: RequestContext, venueDetailsId: string | string[]): Promise<CalendarEntry[]> {
  const { records } = await ctx.store.list(venueSetupCalendarEntriesResource, { match: { venueDetailsId }, sort: { field: 'priority', order: 'DESC' } });
  return (records as unknown as CalendarEntry[]).filter((e) => !e.deleted).map((e) => ({ ...e, deleted: iso(e.deleted), createdAt: iso(e.createdAt) }));
}

/** The setup active at a venue at an instant, by the shared rule the setup calendar draws with. */
export function resolveActive(setups: SetupRecord[], entries: CalendarEntry[], venue: VenueDetails, instant: Date): ActiveSetup<SetupRecord> | null {
  return resolveActiveSetup(setups, entries, clockOf(venue), instant);
}

export async function activeSetupAt(ctx: RequestContext, venue: VenueDetails, instant: Date) {
  return resolveActive(await liveSetups(ctx, venue.id), await liveEntries(ctx, venue.id), venue, instant);
}
