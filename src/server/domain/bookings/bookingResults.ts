import { sql } from 'kysely';
import type { BookingRecord as GeneratedBooking } from '@generated/shared/types/bookings';
import { isOvertime } from '@/shared/bookings/states';
import type { BookingView } from '@/shared/bookings/bookings';
import { isWalkInOnly, PolicyLevel } from '@/shared/bookings/policies';
import type { StoredRecord } from '@/shared/records';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import type { RequestContext } from '../../api/context';
import { levelOf, minimumSpendOf, type Level } from '../setup/policyEngine';
import { currencyOf, iso, type SectionRecord, type SetupRecord } from '../setup/venueData';

export type BookingRecord = GeneratedBooking;

type CustomerRecord = { id: string; name: string | null; phoneNumber: string | null; email: string | null; companyName: string | null; vatNo: string | null; deleted: unknown };

/** What a page of bookings refers to, each kind by id. */
interface Referenced {
  tables: Map<string, TableRecord>;
  sections: Map<string, SectionRecord>;
  setups: Map<string, SetupRecord>;
  venues: Map<string, VenueDetails>;
  events: Map<string, Record<string, unknown>>;
  customers: Map<string, CustomerRecord>;
  users: Map<string, string>;
}

// The timestamp columns of the referenced tables: JSON carries them as text, the driver as dates.
const TIMESTAMPS = ['createdAt', 'updatedAt', 'deleted', 'eventStart', 'eventEnd'];

function asStored<T>(row: Record<string, unknown>): T {
  for (const key of TIMESTAMPS) if (typeof row[key] === 'string') row[key] = new Date(row[key]);
  return row as T;
}

const byId = <T>(rows: Record<string, unknown>[]): Map<string, T> => new Map(rows.map((r) => [r.id as string, asStored<T>(r)]));
const idsOf = (ids: unknown[]) => JSON.stringify([...new Set(ids.filter((x): x is string => typeof x === 'string' && x !== ''))]);

/**
 * Everything the bookings refer to (tables with the parts of combination tables, sections, setups, venues, events,
 * customers, caseworkers' and hosts' names) in one statement: each lookup on its own cost a round trip to the
 * database, eight of them one after the other for every list of bookings.
 */
async function referenced(ctx: RequestContext, rows: StoredRecord[]): Promise<Referenced> {
  const tableIds = idsOf(rows.map((b) => b.venueTableId));
  // `= ANY(ARRAY(…))` is looked up by primary key; `IN (SELECT …)` of a function was planned as a scan of the table.
  const anyOf = (json: string) => sql`ANY(ARRAY(SELECT jsonb_array_elements_text(${json}::jsonb)))`;
  const ids = (table: string, column: keyof StoredRecord) => sql`(SELECT coalesce(jsonb_agg(x), '[]'::jsonb) FROM ${sql.table(table)} x WHERE x.id = ${anyOf(idsOf(rows.map((b) => b[column])))})`;
  const { rows: found } = await sql<{ tables: Record<string, unknown>[]; sections: Record<string, unknown>[]; setups: Record<string, unknown>[]; venues: Record<string, unknown>[]; events: Record<string, unknown>[]; customers: Record<string, unknown>[]; users: { id: string; name: string | null }[] }>`
    SELECT
      (SELECT coalesce(jsonb_agg(t), '[]'::jsonb) FROM venue_tables t
        WHERE t.id = ANY(ARRAY(
          SELECT jsonb_array_elements_text(${tableIds}::jsonb)
          UNION SELECT jsonb_array_elements_text(c.combination_table_part_ids) FROM venue_tables c
                 WHERE c.id = ${anyOf(tableIds)} AND jsonb_typeof(c.combination_table_part_ids) = 'array'))) AS tables,
      ${ids('venue_sections', 'venueSectionId')} AS sections,
      ${ids('venue_setups', 'venueSetupId')} AS setups,
      ${ids('venue_details', 'venueDetailsId')} AS venues,
      ${ids('booking_events', 'eventId')} AS events,
      ${ids('booking_customers', 'bookingCustomerId')} AS customers,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name)), '[]'::jsonb) FROM users u
        WHERE u.id = ${anyOf(idsOf(rows.flatMap((b) => [b.caseworker, b.host])))}) AS users
  `.execute(ctx.db);
  const [r] = found;
  return {
    tables: byId(r.tables),
    sections: byId(r.sections),
    setups: byId(r.setups),
    venues: byId(r.venues),
    events: byId(r.events),
    customers: byId(r.customers),
    users: new Map(r.users.map((u) => [u.id, u.name ?? u.id])),
  };
}

/** A booking as the API answers it: all dates as ISO strings, the total of guests arrived and the overtime mark. */
export function bookingView(b: StoredRecord, now: Date): BookingView {
  const booking = {
    ...b,
    arrival: iso(b.arrival),
    departure: iso(b.departure),
    deleted: iso(b.deleted),
    created: iso(b.createdAt),
  } as unknown as BookingRecord & { created: string | null };
  const arrivals = (booking.arrivals ?? []) as { numberOfGuests?: number | null }[];
  return { ...booking, arrivedGuests: arrivals.reduce((s, a) => s + (a.numberOfGuests ?? 0), 0), isOvertime: isOvertime(booking, now) };
}

/**
 * Booking results of section 3: each booking with its customer, reserved table, section and setup, the parts of a
 * combination table, the minimum spend (the booking's own, else the most specific minimum-spend policy's) with the
 * venue's currency, its event, and the names of its caseworker and host.
 */
export async function bookingResults(ctx: RequestContext, rows: StoredRecord[]) {
  if (!rows.length) return [];
  const { tables, sections, setups, venues, events, customers, users } = await referenced(ctx, rows);
  return rows.map((b) => {
    const table = tables.get(b.venueTableId as string) ?? null;
    const section = sections.get(b.venueSectionId as string) ?? null;
    const setup = setups.get(b.venueSetupId as string) ?? null;
    const venue = venues.get(b.venueDetailsId as string) ?? null;
    const path: Level[] = [];
    if (venue) path.push(levelOf(PolicyLevel.Venue, venue));
    if (setup) path.push(levelOf(PolicyLevel.Setup, setup));
    if (section) path.push(levelOf(PolicyLevel.Section, section));
    if (table) path.push(levelOf(PolicyLevel.Table, table));
    const fromPolicy = minimumSpendOf(path)?.value ?? null;
    const value = (b.minimumSpend as number | null) ?? fromPolicy;
    const event = events.get(b.eventId as string) ?? null;
    const customer = customers.get(b.bookingCustomerId as string) ?? null;
    return {
      booking: bookingView(b, ctx.now),
      bookingCustomer: customer ? { ...customer, bookingCustomerId: customer.id, deleted: iso(customer.deleted) } : null,
      reservedTable: table ? { ...table, deleted: iso(table.deleted), isWalkInOnly: isWalkInOnly(table.venuePolicies) } : null,
      reservedSection: section ? { id: section.id, name: section.name } : null,
      reservedSetup: setup ? { id: setup.id, name: setup.name } : null,
      reservedTableParts: (table?.combinationTablePartIds ?? []).map((id) => tables.get(id)).filter((t): t is TableRecord => Boolean(t)).map((t) => ({ id: t.id, name: t.name, seatCount: t.seatCount })),
      minimumSpendAmount: value === null ? null : { value, currency: venue ? currencyOf(venue) : 'DKK', fromPolicy: (b.minimumSpend as number | null) === null },
      event: event ? { ...event, eventStart: iso(event.eventStart), eventEnd: iso(event.eventEnd), deleted: iso(event.deleted) } : null,
      caseworkerName: b.caseworker ? (users.get(b.caseworker as string) ?? null) : null,
      hostName: b.host ? (users.get(b.host as string) ?? null) : null,
    };
  });
}
export type BookingResult = Awaited<ReturnType<typeof bookingResults>>[number];

