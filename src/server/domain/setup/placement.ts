import { nightOf, nightWindow } from '@/shared/bookings/night';
import { LimitType, PolicyLevel } from '@/shared/bookings/policies';
import { holdsTable } from '@/shared/bookings/states';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import type { ScoredTable } from '@/shared/bookings/placement';
import type { RequestContext } from '../../api/context';
import { clashes, levelOf, scoreTable, violations, type BookingFacts, type Level, type NightBooking } from './policyEngine';
import { clockOf, currencyOf, sectionsOfSetup, tablesOfSetup, type SectionRecord, type SetupRecord } from './venueData';

/** Where a booking sits and what the night around it looks like, for the policy engine. */
export interface Placement {
  facts: BookingFacts;
  sections: SectionRecord[];
  tables: TableRecord[];
  /** Venue → setup → section (→ table) levels of a place. */
  pathFor(section: SectionRecord, table?: TableRecord | null): Level[];
}

export interface PlacementInput {
  venue: VenueDetails;
  setup: SetupRecord;
  arrival: Date;
  departure: Date | null;
  guestCount: number;
  bookingState: number;
  minimumSpend: number | null;
  /** The booking being changed, left out of the night's other bookings. */
  excludeBookingId?: string | null;
}

export async function placement(ctx: RequestContext, input: PlacementInput): Promise<Placement> {
  const clock = clockOf(input.venue);
  const night = nightOf(input.arrival, clock);
  const window = nightWindow(night, clock);
  const rows = await ctx.db
    .selectFrom('bookings')
    .leftJoin('bookingCustomers', 'bookingCustomers.id', 'bookings.bookingCustomerId')
    .select(['bookings.id', 'bookings.venueTableId', 'bookings.arrival', 'bookings.departure', 'bookings.bookingState', 'bookings.arrivalState', 'bookings.deleted', 'bookingCustomers.name as guestName'])
    .where('bookings.venueDetailsId', '=', input.venue.id)
    .where('bookings.arrival', '>=', window.from)
    .where('bookings.arrival', '<', window.to)
    .where('bookings.deleted', 'is', null)
    .execute();
  const bookings: NightBooking[] = rows
    .filter((b) => b.id !== input.excludeBookingId && b.venueTableId && holdsTable({ bookingState: b.bookingState, arrivalState: b.arrivalState, deleted: null }))
    .map((b) => ({ id: b.id, venueTableId: b.venueTableId, arrival: new Date(b.arrival as unknown as string), departure: b.departure ? new Date(b.departure as unknown as string) : null, guestName: b.guestName }));
  const sections = await sectionsOfSetup(ctx, input.setup.id);
  const tables = await tablesOfSetup(ctx, input.setup.id);
  const facts: BookingFacts = {
    clock,
    night,
    nightEnd: window.to,
    arrival: input.arrival,
    departure: input.departure,
    guestCount: input.guestCount,
    bookingState: input.bookingState,
    minimumSpend: input.minimumSpend,
    currency: currencyOf(input.venue),
    tables: tables.map((t) => ({ id: t.id, name: t.name, seatCount: t.seatCount, isActive: t.isActive, combinationTablePartIds: t.combinationTablePartIds, venueSectionId: t.venueSectionId })),
    bookings,
  };
  const venueLevel = levelOf(PolicyLevel.Venue, input.venue);
  const setupLevel = levelOf(PolicyLevel.Setup, input.setup);
  return {
    facts,
    sections,
    tables,
    pathFor: (section, table) => [venueLevel, setupLevel, levelOf(PolicyLevel.Section, section), ...(table ? [levelOf(PolicyLevel.Table, table)] : [])],
  };
}

/** Scores every table of a section for a booking (docs/bookings.md explains the score). */
export function scoreSection(place: Placement, section: SectionRecord, acceptSoftWarnings: boolean): ScoredTable[] {
  const byId = new Map(place.tables.map((t) => [t.id, t]));
  const out: ScoredTable[] = place.tables
    .filter((t) => t.venueSectionId === section.id)
    .map((t) => {
      const engineTable = place.facts.tables.find((x) => x.id === t.id)!;
      const path = place.pathFor(section, t);
      const found = violations(path, place.facts, engineTable);
      const taken = clashes(engineTable, place.facts);
      const hard = found.filter((v) => v.limitType === LimitType.Hard);
      const soft = found.filter((v) => v.limitType === LimitType.Soft);
      const reason: ScoredTable['reason'] = t.isActive === false ? 'inactive' : taken.length ? 'booked' : hard.length ? 'hardLimit' : soft.length && !acceptSoftWarnings ? 'softLimit' : null;
      const { score, parts } = scoreTable(engineTable, path, place.facts, found);
      const partIds = t.combinationTablePartIds ?? [];
      return {
        table: {
          ...t,
          isCombinationTable: partIds.length > 0,
          isWalkInOnly: found.some((v) => v.code === 'walkIn') || (t.venuePolicies ?? []).some((p) => p.policyType === 'TableBookingPolicy' && (p.limits ?? []).some((l) => l.limitType === LimitType.Soft && l.minPercentage === 0 && l.maxPercentage === 0)),
          partNames: partIds.map((id) => byId.get(id)?.name ?? id),
        },
        score: reason === 'inactive' ? null : score,
        available: reason === null,
        reason,
        scoreParts: parts,
        softWarnings: soft,
        hardLimits: hard,
        warnings: found.filter((v) => v.limitType === LimitType.Warning),
        bookedBy: taken.map((b) => ({ bookingId: b.id, guestName: b.guestName ?? null, arrival: b.arrival.toISOString(), departure: b.departure?.toISOString() ?? null })),
      };
    });
  return out.sort((a, b) => Number(b.available) - Number(a.available) || (b.score ?? -Infinity) - (a.score ?? -Infinity) || a.table.name.localeCompare(b.table.name, undefined, { numeric: true }));
}
