import { venueSetupCalendarEntriesResource } from '@generated/server/resources/venueSetupCalendarEntries';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import { deciding } from '@/shared/bookings/calendar';
import type { VenueDetails } from '@/shared/setup/venueData';
import type { ActiveReason, CalendarEntry } from '@/shared/setup/activeSetup';
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

/**
 * The setup active at a venue at an instant: the one the deciding calendar entry names; without a covering entry,
 * a setup marked active; without that, the first setup by name. Deleted setups never count.
 */
export function resolveActive(setups: SetupRecord[], entries: CalendarEntry[], venue: VenueDetails, instant: Date): { setup: SetupRecord; reason: ActiveReason; entryId: string | null } | null {
  const live = new Map(setups.map((s) => [s.id, s]));
  const entry = deciding(entries, instant, clockOf(venue), new Set(live.keys()));
  if (entry) return { setup: live.get(entry.venueSetupId)!, reason: 'calendar', entryId: entry.id };
  const flagged = setups.find((s) => s.isActive);
  if (flagged) return { setup: flagged, reason: 'activeFlag', entryId: null };
  return setups[0] ? { setup: setups[0], reason: 'onlySetup', entryId: null } : null;
}

export async function activeSetupAt(ctx: RequestContext, venue: VenueDetails, instant: Date) {
  return resolveActive(await liveSetups(ctx, venue.id), await liveEntries(ctx, venue.id), venue, instant);
}
