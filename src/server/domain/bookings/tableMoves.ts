import { randomUUID } from 'node:crypto';
import { bookingsResource } from '@generated/server/resources/bookings';
import type { VenueSetupsMoveTableInput } from '@generated/server/resources/venueSetups';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import { venueTablesResource } from '@generated/server/resources/venueTables';
import { nightOf, nightWindow, venueTime } from '@/shared/bookings/night';
import { LimitType, type Violation } from '@/shared/bookings/policies';
import { ChangeFlag, holdsTable } from '@/shared/bookings/states';
import { formatDate } from '@/shared/format';
import { defineAction, type RequestContext } from '../../api/action';
import { ApiError, badRequest, conflict } from '../../api/errors';
import type { TableRecord, VenueDetails } from '@/shared/setup/venueData';
import { lockVenueBookings } from '../locks';
import { placement } from '../setup/placement';
import { violations } from '../setup/policyEngine';
import { clockOf, sectionOrThrow, setupOrThrow, tableOrThrow, tablesOfSetup, venueDetailsOrThrow, type SectionRecord } from '../setup/venueData';
import { appended, entry } from './changeLog';

type Row = Record<string, unknown>;

/** PostgreSQL's error code for a row lock that NOWAIT could not take. */
const LOCK_NOT_AVAILABLE = '55P03';

/** The table as it is created again in the target section: everything it had, under a new id. */
async function recreate(ctx: RequestContext, table: TableRecord, to: SectionRecord): Promise<TableRecord> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...kept } = table;
  const inTarget = (await tablesOfSetup(ctx, table.venueSetupId)).filter((t) => t.venueSectionId === to.id);
  const sortOrder = Math.max(0, ...inTarget.map((t) => t.sortOrder ?? 0)) + 10;
  return (await ctx.store.create(venueTablesResource, { ...kept, id: randomUUID(), venueSectionId: to.id, sortOrder, deleted: null })) as TableRecord;
}

/** Combination tables and the floorplan name the table by id: they follow it to its new id. */
async function followNewId(ctx: RequestContext, setupId: string, oldId: string, newId: string) {
  for (const t of await tablesOfSetup(ctx, setupId)) {
    const parts = t.combinationTablePartIds ?? [];
    if (parts.includes(oldId)) await ctx.store.setFields(venueTablesResource, t.id, { combinationTablePartIds: parts.map((p) => (p === oldId ? newId : p)) });
  }
  const setup = await setupOrThrow(ctx, setupId);
  const placed = setup.floorplan?.tables ?? [];
  if (placed.some((t) => t.venueTableId === oldId)) {
    // A new version: an editor still holding the old table id is told to reload instead of saving it.
    const floorplan = { ...setup.floorplan, tables: placed.map((t) => (t.venueTableId === oldId ? { ...t, venueTableId: newId } : t)) };
    await ctx.store.setFields(venueSetupsResource, setupId, { floorplan, floorplanVersion: Number(setup.floorplanVersion ?? 0) + 1 });
  }
}

/**
 * The table's bookings from tonight on move with it. Each one that holds its table is checked at its new place:
 * a hard limit of the target section refuses the whole move; soft limits and warnings are reported.
 */
async function moveBookings(ctx: RequestContext, venue: VenueDetails, table: TableRecord, moved: TableRecord, from: SectionRecord, to: SectionRecord, refuse: (why: string) => ApiError): Promise<{ count: number; warnings: Violation[] }> {
  const clock = clockOf(venue);
  const tonight = nightWindow(nightOf(ctx.now, clock), clock).from;
  let rows: Row[];
  try {
    // Booking writers lock the booking, then the venue; the move holds the venue already, so it must not wait for a
    // booking someone is saving (that would deadlock): it asks them to try again instead.
    rows = await ctx.db.selectFrom('bookings').selectAll().where('venueTableId', '=', table.id).where('arrival', '>=', tonight).where('deleted', 'is', null).orderBy('arrival', 'asc').forUpdate().noWait().execute();
  } catch (failure) {
    if ((failure as { code?: string }).code === LOCK_NOT_AVAILABLE) throw refuse('one of its bookings is being changed right now; try again in a moment');
    throw failure;
  }
  const setup = await setupOrThrow(ctx, table.venueSetupId);
  for (const row of rows) {
    const log = appended(row.changeLog, entry(ctx, ChangeFlag.Table | ChangeFlag.Section, [{ changeType: ChangeFlag.Section, oldValue: from.name, newValue: to.name }], `Table ${table.name} moved to section ${to.name}`));
    await ctx.store.setFields(bookingsResource, row.id as string, { venueTableId: moved.id, venueSectionId: to.id, changeLog: log });
  }
  const warnings: Violation[] = [];
  for (const row of rows) {
    if (!holdsTable({ bookingState: row.bookingState as number, arrivalState: row.arrivalState as number })) continue;
    const arrival = new Date(row.arrival as string);
    const place = await placement(ctx, {
      venue,
      setup,
      arrival,
      departure: row.departure ? new Date(row.departure as string) : null,
      guestCount: (row.guestCount as number) ?? 1,
      bookingState: row.bookingState as number,
      minimumSpend: (row.minimumSpend as number | null) ?? null,
      excludeBookingId: row.id as string,
    });
    const found = violations(place.pathFor(to, moved), place.facts, place.facts.tables.find((t) => t.id === moved.id)!);
    const hard = found.find((v) => v.limitType === LimitType.Hard);
    if (hard) throw refuse(`its booking at ${venueTime(arrival, clock)} on ${formatDate(nightOf(arrival, clock))} would break a hard limit of ${to.name}: ${hard.message}`);
    warnings.push(...found.filter((v) => v.limitType !== LimitType.Hard));
  }
  return { count: rows.length, warnings };
}

/**
 * POST .../venue-tables/{tableId}/move/{targetSectionId}: moves a table to another section as the specification
 * says, by deleting it in its section and creating it again in the target, in one transaction with everything that
 * names it: its bookings from tonight on, the combination tables it is a part of and its place on the floorplan.
 * A move that cannot be made is a 409 that says why the move, not a deletion, is refused.
 */
export const moveTable = defineAction(async (ctx, { params, body }: VenueSetupsMoveTableInput) => {
  const setup = await setupOrThrow(ctx, params.id, undefined, 'id');
  const venue = await venueDetailsOrThrow(ctx, setup.venueDetailsId);
  // Nobody books, moves or deletes at the venue while the table and its bookings move.
  await lockVenueBookings(ctx, venue.id);
  const from = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const table = await tableOrThrow(ctx, params.tableId, from.id, 'tableId');
  const to = await sectionOrThrow(ctx, params.targetSectionId, setup.id, 'targetSectionId');
  if (to.id === from.id) throw badRequest('targetSectionId', `table ${table.name} is already in section ${to.name}`);
  const refuse = (why: string) => conflict(`Table ${table.name} cannot be moved from ${from.name} to ${to.name}: ${why}`);
  const stale = () => refuse(`someone else changed the table meanwhile (now version ${table.version}, yours ${body.version}); reload and move it again`);
  if (body.version !== table.version) throw stale();
  try {
    await ctx.store.setFields(venueTablesResource, table.id, { deleted: ctx.now.toISOString() }, { version: body.version });
  } catch (failure) {
    throw failure instanceof ApiError && failure.status === 409 ? stale() : failure;
  }
  const moved = await recreate(ctx, table, to);
  await followNewId(ctx, setup.id, table.id, moved.id);
  const { count, warnings } = await moveBookings(ctx, venue, table, moved, from, to, refuse);
  return { ...moved, isCombinationTable: (moved.combinationTablePartIds ?? []).length > 0, movedBookings: count, warnings };
});
