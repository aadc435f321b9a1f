import { randomUUID } from 'node:crypto';
import { setupProductsResource } from '@generated/server/resources/setupProducts';
import { venueSectionsResource } from '@generated/server/resources/venueSections';
import { venueSetupCalendarEntriesResource } from '@generated/server/resources/venueSetupCalendarEntries';
import type {
  VenueSetupsActiveInput,
  VenueSetupsCopyInput,
  VenueSetupsCreateInput,
  VenueSetupsCreateSectionInput,
  VenueSetupsCreateTableInput,
  VenueSetupsDeleteInput,
  VenueSetupsDeleteSectionInput,
  VenueSetupsDeleteTableInput,
  VenueSetupsEntryByDateListInput,
  VenueSetupsEntryByWeeklyIntervalInput,
  VenueSetupsEntryByYearlyIntervalInput,
  VenueSetupsGetListInput,
  VenueSetupsGetOneInput,
  VenueSetupsProductsInput,
  VenueSetupsSetTableActiveInput,
  VenueSetupsUpdateInput,
  VenueSetupsUpdateSectionInput,
  VenueSetupsUpdateTableInput,
} from '@generated/server/resources/venueSetups';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import { venueTablesResource } from '@generated/server/resources/venueTables';
import type { SetupProductRecord } from '@generated/shared/types/setupProducts';
import { normaliseDate, RepeatIntervalType } from '@/shared/bookings/calendar';
import { nightOf } from '@/shared/bookings/night';
import { PolicyLevel } from '@/shared/bookings/policies';
import type { TableRecord } from '@/shared/setup/venueData';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { activeSetupAt, liveSetups } from './activeSetup';
import { defaultProducts } from './defaultProducts';
import { copiedFloorplan } from './floorplans';
import { assertNoReservedBookings, assertUniqueName, checkedPolicies, leveledStrategies } from './rules';
import { clockOf, currencyOf, sectionOrThrow, sectionsOfSetup, setupOrThrow, setupTree, tableOrThrow, tablesOfSetup, venueDetailsOrThrow, type SetupRecord } from './venueData';

export { getFloorplan, putFloorplan } from './floorplans';

async function setupInVenue(ctx: RequestContext, id: string) {
  const setup = await setupOrThrow(ctx, id, undefined, 'id');
  const venue = await venueDetailsOrThrow(ctx, setup.venueDetailsId);
  return { setup, venue };
}

export const list = defineAction(async (ctx, { query }: VenueSetupsGetListInput) => {
  await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  const setups = await liveSetups(ctx, query['venue-details-id']);
  const out = [];
  for (const setup of setups) out.push(await setupTree(ctx, setup));
  return out;
});

export const getOne = defineAction(async (ctx, { params }: VenueSetupsGetOneInput) => setupTree(ctx, (await setupInVenue(ctx, params.id)).setup));

/** The active setup at a date and time; `null` when the venue has no setup. */
export const active = defineAction(async (ctx, { query }: VenueSetupsActiveInput) => {
  const venue = await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  const found = await activeSetupAt(ctx, venue, new Date(query['date-time']));
  if (!found) return null;
  return { ...(await setupTree(ctx, found.setup)), activeReason: found.reason, calendarEntryId: found.entryId, night: nightOf(query['date-time'], clockOf(venue)) };
});

async function addDefaultProducts(ctx: RequestContext, setup: SetupRecord, currency: string) {
  for (const product of defaultProducts(currency)) await ctx.store.create(setupProductsResource, { ...product, venueDetailsId: setup.venueDetailsId, venueSetupId: setup.id });
}

export const create = defineAction(async (ctx, { body }: VenueSetupsCreateInput) => {
  const venue = await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  assertUniqueName(body.name, await liveSetups(ctx, venue.id), null, 'body.name', 'A setup');
  const setup = (await ctx.store.create(venueSetupsResource, { name: body.name.trim(), venueDetailsId: venue.id, isActive: false })) as SetupRecord;
  await addDefaultProducts(ctx, setup, currencyOf(venue));
  return setupTree(ctx, setup);
});

export const update = defineAction(async (ctx, { params, body }: VenueSetupsUpdateInput) => {
  const { setup, venue } = await setupInVenue(ctx, params.id);
  assertUniqueName(body.name, await liveSetups(ctx, venue.id), setup.id, 'body.name', 'A setup');
  const changes: Record<string, unknown> = {
    name: body.name.trim(),
    venuePolicies: checkedPolicies(body.venuePolicies, PolicyLevel.Setup),
    seatingStrategies: leveledStrategies(body.seatingStrategies, PolicyLevel.Setup),
  };
  if (body.isActive !== undefined && body.isActive !== null) changes.isActive = body.isActive;
  if (body.bookingOnRequestOnly !== undefined && body.bookingOnRequestOnly !== null) changes.bookingOnRequestOnly = body.bookingOnRequestOnly;
  if (body.type !== undefined && body.type !== null) changes.type = body.type;
  const saved = (await ctx.store.update(venueSetupsResource, setup.id, changes, { version: body.version, patch: true })) as SetupRecord;
  return setupTree(ctx, saved);
});

export const remove = defineAction(async (ctx, { params }: VenueSetupsDeleteInput) => {
  const { setup, venue } = await setupInVenue(ctx, params.id);
  await assertNoReservedBookings(ctx, venue, { venueSetupId: setup.id }, 'setup');
  await ctx.store.setFields(venueSetupsResource, setup.id, { deleted: ctx.now.toISOString(), isActive: false });
});

/** Copies a setup: sections, tables (combination parts and floorplan follow the new ids) and products. */
export const copy = defineAction(async (ctx, { params }: VenueSetupsCopyInput) => {
  const { setup, venue } = await setupInVenue(ctx, params.id);
  const name = params.newName.trim();
  if (!name) throw badRequest('newName', 'is required');
  if (name.length > 100) throw badRequest('newName', 'must be at most 100 characters');
  assertUniqueName(name, await liveSetups(ctx, venue.id), null, 'newName', 'A setup');
  const copied = (await ctx.store.create(venueSetupsResource, {
    name,
    venueDetailsId: venue.id,
    isActive: false,
    venuePolicies: setup.venuePolicies,
    seatingStrategies: setup.seatingStrategies,
    bookingOnRequestOnly: setup.bookingOnRequestOnly,
    type: setup.type,
  })) as SetupRecord;
  const tableIds = new Map<string, string>();
  const tables = await tablesOfSetup(ctx, setup.id);
  for (const t of tables) tableIds.set(t.id, randomUUID());
  const sectionIds = new Map<string, string>();
  for (const section of await sectionsOfSetup(ctx, setup.id)) {
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...rest } = section;
    const newSection = await ctx.store.create(venueSectionsResource, { ...rest, venueSetupId: copied.id });
    sectionIds.set(section.id, newSection.id);
    for (const t of tables.filter((x) => x.venueSectionId === section.id)) {
      const { id, version: _tv, createdAt: _tc, updatedAt: _tu, createdBy: _tcb, updatedBy: _tub, ...table } = t;
      await ctx.store.create(venueTablesResource, {
        ...table,
        id: tableIds.get(id),
        venueSectionId: newSection.id,
        venueSetupId: copied.id,
        combinationTablePartIds: (t.combinationTablePartIds ?? []).map((p) => tableIds.get(p)).filter(Boolean),
      });
    }
  }
  if (setup.floorplan) {
    await ctx.store.setFields(venueSetupsResource, copied.id, { floorplan: copiedFloorplan(setup.floorplan, tableIds, sectionIds) });
  }
  const { records: products } = await ctx.store.list(setupProductsResource, { match: { venueSetupId: setup.id } });
  for (const p of products) {
    await ctx.store.create(setupProductsResource, { venueDetailsId: venue.id, venueSetupId: copied.id, name: p.name, description: p.description, category: p.category, unitPrice: p.unitPrice, isActive: p.isActive, sortOrder: p.sortOrder });
  }
  return setupTree(ctx, (await ctx.store.getOrThrow(venueSetupsResource, copied.id)) as SetupRecord);
});

export const createSection = defineAction(async (ctx, { params, body }: VenueSetupsCreateSectionInput) => {
  const { setup } = await setupInVenue(ctx, params.id);
  const sections = await sectionsOfSetup(ctx, setup.id);
  assertUniqueName(body.name, sections, null, 'body.name', 'A section');
  const sortOrder = Math.max(0, ...sections.map((s) => s.sortOrder ?? 0)) + 10;
  const section = await ctx.store.create(venueSectionsResource, { ...body, name: body.name.trim(), venueSetupId: setup.id, venueDetailsId: setup.venueDetailsId, sortOrder, bookingOnRequestOnly: false });
  return { ...section, venueTables: [] };
});

export const updateSection = defineAction(async (ctx, { params, body }: VenueSetupsUpdateSectionInput) => {
  const { setup } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  assertUniqueName(body.name, await sectionsOfSetup(ctx, setup.id), section.id, 'body.name', 'A section');
  const saved = await ctx.store.update(
    venueSectionsResource,
    section.id,
    {
      name: body.name.trim(),
      image: body.image ?? null,
      description: body.description ?? null,
      venuePolicies: checkedPolicies(body.venuePolicies, PolicyLevel.Section),
      seatingStrategies: leveledStrategies(body.seatingStrategies, PolicyLevel.Section),
      bookingOnRequestOnly: body.bookingOnRequestOnly ?? false,
      ...(body.sortOrder !== undefined && body.sortOrder !== null ? { sortOrder: body.sortOrder } : {}),
    },
    { patch: true, version: body.version ?? undefined },
  );
  const tables = (await tablesOfSetup(ctx, setup.id)).filter((t) => t.venueSectionId === section.id);
  return { ...saved, venueTables: tables };
});

export const removeSection = defineAction(async (ctx, { params }: VenueSetupsDeleteSectionInput) => {
  const { setup, venue } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const tables = (await tablesOfSetup(ctx, setup.id)).filter((t) => t.venueSectionId === section.id);
  await assertNoReservedBookings(ctx, venue, { venueSectionId: section.id }, 'section');
  await assertNoReservedBookings(ctx, venue, { venueTableIds: await withCombinations(ctx, setup.id, tables.map((t) => t.id)) }, 'section');
  const stamp = ctx.now.toISOString();
  for (const t of tables) await ctx.store.setFields(venueTablesResource, t.id, { deleted: stamp });
  await dropParts(ctx, setup.id, tables.map((t) => t.id));
  await ctx.store.setFields(venueSectionsResource, section.id, { deleted: stamp });
});

/** The tables and every combination table using one of them. */
async function withCombinations(ctx: RequestContext, setupId: string, tableIds: string[]): Promise<string[]> {
  const all = await tablesOfSetup(ctx, setupId);
  const combos = all.filter((t) => (t.combinationTablePartIds ?? []).some((p) => tableIds.includes(p))).map((t) => t.id);
  return [...new Set([...tableIds, ...combos])];
}

/** Removes deleted tables from the combination tables that used them. */
async function dropParts(ctx: RequestContext, setupId: string, tableIds: string[]) {
  for (const t of await tablesOfSetup(ctx, setupId)) {
    const parts = t.combinationTablePartIds ?? [];
    if (parts.some((p) => tableIds.includes(p))) await ctx.store.setFields(venueTablesResource, t.id, { combinationTablePartIds: parts.filter((p) => !tableIds.includes(p)) });
  }
}

/** Combination parts must be at least two different live single tables of the same setup. */
function checkParts(parts: string[] | null | undefined, tables: TableRecord[], selfId: string | null): string[] {
  const ids = [...new Set(parts ?? [])];
  if (!ids.length) return [];
  if (ids.length < 2) throw badRequest('body.combinationTablePartIds', 'a combination table needs at least two tables');
  ids.forEach((id, i) => {
    const part = tables.find((t) => t.id === id);
    if (!part || id === selfId) throw badRequest(`body.combinationTablePartIds.${i}`, `no table with the id ${id} in this setup`);
    if ((part.combinationTablePartIds ?? []).length) throw badRequest(`body.combinationTablePartIds.${i}`, `table ${part.name} is itself a combination table`);
  });
  return ids;
}

export const createTable = defineAction(async (ctx, { params, body }: VenueSetupsCreateTableInput) => {
  const { setup } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const tables = await tablesOfSetup(ctx, setup.id);
  assertUniqueName(body.name, tables, null, 'body.name', 'A table');
  const parts = checkParts(body.combinationTablePartIds, tables, null);
  const sortOrder = Math.max(0, ...tables.filter((t) => t.venueSectionId === section.id).map((t) => t.sortOrder ?? 0)) + 10;
  return ctx.store.create(venueTablesResource, {
    ...body,
    name: body.name.trim(),
    combinationTablePartIds: parts,
    isRoundTable: body.isRoundTable ?? false,
    isActive: true,
    bookingOnRequestOnly: false,
    venueSectionId: section.id,
    venueSetupId: setup.id,
    venueDetailsId: setup.venueDetailsId,
    sortOrder,
  });
});

export const updateTable = defineAction(async (ctx, { params, body }: VenueSetupsUpdateTableInput) => {
  const { setup } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const table = await tableOrThrow(ctx, params.tableId, section.id, 'tableId');
  const tables = await tablesOfSetup(ctx, setup.id);
  assertUniqueName(body.name, tables, table.id, 'body.name', 'A table');
  const parts = checkParts(body.combinationTablePartIds, tables, table.id);
  if (parts.length && tables.some((t) => (t.combinationTablePartIds ?? []).includes(table.id))) {
    throw badRequest('body.combinationTablePartIds', `table ${table.name} is a part of a combination table and cannot be one itself`);
  }
  return ctx.store.update(
    venueTablesResource,
    table.id,
    {
      name: body.name.trim(),
      seatCount: body.seatCount,
      venueTableType: body.venueTableType,
      note: body.note ?? null,
      isRoundTable: body.isRoundTable ?? false,
      combinationTablePartIds: parts,
      venuePolicies: checkedPolicies(body.venuePolicies, PolicyLevel.Table),
      seatingStrategies: leveledStrategies(body.seatingStrategies, PolicyLevel.Table),
      bookingOnRequestOnly: body.bookingOnRequestOnly ?? false,
      ...(body.floorplanTable ? { floorplanTable: body.floorplanTable } : {}),
      ...(body.sortOrder !== undefined && body.sortOrder !== null ? { sortOrder: body.sortOrder } : {}),
    },
    { patch: true, version: body.version ?? undefined },
  );
});

export const removeTable = defineAction(async (ctx, { params }: VenueSetupsDeleteTableInput) => {
  const { setup, venue } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const table = await tableOrThrow(ctx, params.tableId, section.id, 'tableId');
  await assertNoReservedBookings(ctx, venue, { venueTableIds: await withCombinations(ctx, setup.id, [table.id]) }, 'table');
  await ctx.store.setFields(venueTablesResource, table.id, { deleted: ctx.now.toISOString() });
  await dropParts(ctx, setup.id, [table.id]);
});

export const setTableActive = defineAction(async (ctx, { params, body }: VenueSetupsSetTableActiveInput) => {
  const { setup } = await setupInVenue(ctx, params.id);
  const section = await sectionOrThrow(ctx, params.sectionId, setup.id, 'sectionId');
  const table = await tableOrThrow(ctx, params.tableId, section.id, 'tableId');
  return ctx.store.setFields(venueTablesResource, table.id, { isActive: body.active });
});

export const products = defineAction(async (ctx, { query }: VenueSetupsProductsInput) => {
  const { setup } = await setupInVenue(ctx, query['venue-setup-id']);
  const { records } = await ctx.store.list(setupProductsResource, { match: { venueSetupId: setup.id }, sort: { field: 'sortOrder', order: 'ASC' } });
  return records as unknown as SetupProductRecord[];
});

function normalisedDates(values: string[], field: string): string[] {
  const out = values.map((v, i) => {
    const date = normaliseDate(v);
    if (!date) throw badRequest(`${field}.${i}`, 'must be a date such as 2026-12-24');
    return date;
  });
  return [...new Set(out)].sort();
}

function checkBounds(fromDate: string | null | undefined, toDate: string | null | undefined) {
  if (fromDate && toDate && toDate < fromDate) throw badRequest('body.toDate', 'must not be before the from date');
}

interface RepeatingBody {
  priority?: number | null;
  fromDate?: string | null;
  toDate?: string | null;
  fromTime?: string | null;
  toTime?: string | null;
  repeatEveryCount?: number | null;
}

/** A weekly or yearly calendar entry: its bounds checked, the interval running from its first to its last date. */
function repeatingEntry(body: RepeatingBody, repeat: { type: (typeof RepeatIntervalType)[keyof typeof RepeatIntervalType]; repeatOnDays?: number[]; repeatOnDates?: string[] }) {
  checkBounds(body.fromDate, body.toDate);
  return {
    priority: body.priority ?? 0,
    fromDate: body.fromDate ?? null,
    toDate: body.toDate ?? null,
    fromTime: body.fromTime ?? null,
    toTime: body.toTime ?? null,
    calendarRepeatInterval: { ...repeat, startDate: body.fromDate ?? null, endDate: body.toDate ?? null, repeatEveryCount: body.repeatEveryCount ?? 1 },
  };
}

async function addEntry(ctx: RequestContext, setupId: string, entry: Record<string, unknown>) {
  const { setup } = await setupInVenue(ctx, setupId);
  return ctx.store.create(venueSetupCalendarEntriesResource, { ...entry, venueDetailsId: setup.venueDetailsId, venueSetupId: setup.id, isActive: true, priority: entry.priority ?? 0 });
}

export const entryByDateList = defineAction(async (ctx, { params, body }: VenueSetupsEntryByDateListInput) => {
  const dates = normalisedDates(body.dates, 'body.dates');
  if (!dates.length) throw badRequest('body.dates', 'needs at least one date');
  return addEntry(ctx, params.id, { dates, priority: body.priority ?? 0, fromTime: body.fromTime ?? null, toTime: body.toTime ?? null });
});

export const entryByWeeklyInterval = defineAction(async (ctx, { params, body }: VenueSetupsEntryByWeeklyIntervalInput) => {
  const days = [...new Set(body.repeatOnDays)].sort();
  if (!days.length) throw badRequest('body.repeatOnDays', 'needs at least one weekday');
  return addEntry(ctx, params.id, repeatingEntry(body, { type: RepeatIntervalType.Weekly, repeatOnDays: days }));
});

export const entryByYearlyInterval = defineAction(async (ctx, { params, body }: VenueSetupsEntryByYearlyIntervalInput) => {
  const dates = normalisedDates(body.repeatOnDates, 'body.repeatOnDates');
  if (!dates.length) throw badRequest('body.repeatOnDates', 'needs at least one date');
  return addEntry(ctx, params.id, repeatingEntry(body, { type: RepeatIntervalType.Yearly, repeatOnDates: dates }));
});

