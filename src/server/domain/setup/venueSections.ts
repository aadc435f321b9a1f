import type { VenueSectionsAlternativesInput, VenueSectionsTablesInput } from '@generated/server/resources/venueSections';
import { bookingsResource } from '@generated/server/resources/bookings';
import { venueSectionsResource } from '@generated/server/resources/venueSections';
import { nightOf } from '@/shared/bookings/night';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import type { ScoredTable } from '@/shared/bookings/placement';
import { placement, scoreSection, type Placement } from './placement';
import { sectionOrThrow, setupOrThrow, venueDetailsOrThrow, type SectionRecord } from './venueData';

interface BookingQuery {
  'existing-booking-id'?: string | null;
  'guest-count': number;
  arrival: string;
  departure?: string | null;
}

/** The section a table query is about, and the night around the booking it describes. */
async function sectionAndPlace(ctx: RequestContext, sectionId: string, query: BookingQuery): Promise<{ section: SectionRecord; place: Placement }> {
  const raw = (await ctx.store.get(venueSectionsResource, sectionId)) as SectionRecord | null;
  if (!raw || raw.deleted) throw notFound(`Section ${sectionId}`);
  const setup = await setupOrThrow(ctx, raw.venueSetupId, raw.venueDetailsId, 'sectionId');
  const section = await sectionOrThrow(ctx, raw.id, setup.id, 'sectionId');
  const venue = await venueDetailsOrThrow(ctx, setup.venueDetailsId, 'sectionId');
  if (query['guest-count'] < 1) throw badRequest('query.guest-count', 'must be at least 1');
  const arrival = new Date(query.arrival);
  const departure = query.departure ? new Date(query.departure) : null;
  if (departure && departure <= arrival) throw badRequest('query.departure', 'must be after the arrival');
  let bookingState = 1;
  let minimumSpend: number | null = null;
  const existingId = query['existing-booking-id'];
  if (existingId) {
    const existing = await ctx.store.get(bookingsResource, existingId);
    if (!existing || existing.venueDetailsId !== venue.id) throw badRequest('query.existing-booking-id', 'no booking with this id at the venue');
    bookingState = (existing.bookingState as number) ?? 1;
    minimumSpend = (existing.minimumSpend as number | null) ?? null;
  }
  const place = await placement(ctx, { venue, setup, arrival, departure, guestCount: query['guest-count'], bookingState, minimumSpend, excludeBookingId: existingId ?? null });
  return { section, place };
}

/** GET /admin/bookings/tables/section/{sectionId}: the section's tables scored for the booking described by the query. */
export const suggestTables = defineAction(async (ctx, { params, query }: VenueSectionsTablesInput) => {
  const { section, place } = await sectionAndPlace(ctx, params.sectionId, query);
  return scoreSection(place, section, query['accept-soft-warnings'] ?? false);
});

/** How far, in which steps and how many of each the alternatives of a full section look. */
const SHIFT_STEP_MINUTES = 15;
const SHIFT_RANGE_MINUTES = 120;
const BEST_TABLES = 3;
const NEAREST_TIMES = 6;

const freeTables = (place: Placement, section: SectionRecord): ScoredTable[] => scoreSection(place, section, false).filter((t) => t.available).slice(0, BEST_TABLES);

/** Shifts, nearest first and the earlier one first on a tie: −15, +15, −30, +30 … minutes. */
function shifts(): number[] {
  const out: number[] = [];
  for (let m = SHIFT_STEP_MINUTES; m <= SHIFT_RANGE_MINUTES; m += SHIFT_STEP_MINUTES) out.push(-m, m);
  return out;
}

/**
 * GET .../tables/section/{sectionId}/alternatives: when the section is full, the best free tables (no soft limit to
 * accept) of the other sections at the same time, and the nearest times of the same night, up to two hours either
 * way, at which the section has a free table. The booking's own length is kept when it has a departure.
 */
export const alternatives = defineAction(async (ctx, { params, query }: VenueSectionsAlternativesInput) => {
  const { section, place } = await sectionAndPlace(ctx, params.sectionId, query);
  const sections = place.sections
    .filter((s) => s.id !== section.id)
    .map((s) => ({ sectionId: s.id, name: s.name, tables: freeTables(place, s) }))
    .filter((s) => s.tables.length)
    .sort((a, b) => (b.tables[0].score ?? 0) - (a.tables[0].score ?? 0));
  const times: { arrival: string; departure: string | null; minutes: number; tables: ScoredTable[] }[] = [];
  for (const minutes of shifts()) {
    if (times.length >= NEAREST_TIMES) break;
    const arrival = new Date(place.facts.arrival.getTime() + minutes * 60_000);
    if (nightOf(arrival, place.facts.clock) !== place.facts.night) continue;
    const departure = place.facts.departure ? new Date(place.facts.departure.getTime() + minutes * 60_000) : null;
    const tables = freeTables({ ...place, facts: { ...place.facts, arrival, departure } }, section);
    if (tables.length) times.push({ arrival: arrival.toISOString(), departure: departure?.toISOString() ?? null, minutes, tables });
  }
  return { sections, times };
});
