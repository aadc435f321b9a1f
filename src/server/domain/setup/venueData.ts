import { venueDetailsResource } from '@generated/server/resources/venueDetails';
import { venueSectionsResource } from '@generated/server/resources/venueSections';
import { venueSetupsResource } from '@generated/server/resources/venueSetups';
import { venueTablesResource } from '@generated/server/resources/venueTables';
import { COUNTRIES } from '@generated/shared/shell';
import { DEFAULT_START_TIME_OF_DAY, type VenueClock } from '@/shared/bookings/night';
import type { StoredRecord } from '@/shared/records';
import type { VenueDetails, TableRecord, SectionFields, SetupFields } from '@/shared/setup/venueData';
import type { RequestContext } from '../../api/context';
import { badRequest, notFound } from '../../api/errors';

/** Loading venues, setups, sections and tables for the booking and venue-setup rules. */

export interface SectionRecord extends StoredRecord, SectionFields {}

export type SetupRecord = StoredRecord & SetupFields;

/** Date columns arrive as Date objects; answers carry ISO strings. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

export function countryOfIso(isoCode: string | null | undefined) {
  return COUNTRIES.find((c) => c.iso === (isoCode ?? '').toUpperCase() || c.code === (isoCode ?? '').toLowerCase()) ?? null;
}

export async function venueDetailsOrThrow(ctx: RequestContext, id: string, field = 'venueDetailsId'): Promise<VenueDetails> {
  const record = (await ctx.store.get(venueDetailsResource, id)) as VenueDetails | null;
  if (!record || record.deleted) throw badRequest(field, `no venue details with the id ${id}`);
  return record;
}

/** The venue's clock: its time zone and the start time of its nights. */
export function clockOf(venue: VenueDetails): VenueClock {
  const country = countryOfIso(venue.iso3166CountryCode);
  return { timeZone: venue.timeZoneCode || country?.timeZone || 'Europe/Copenhagen', startTimeOfDay: venue.startTimeOfDay || DEFAULT_START_TIME_OF_DAY };
}

export function currencyOf(venue: VenueDetails): string {
  return venue.currencyInfo?.code || countryOfIso(venue.iso3166CountryCode)?.currency || 'DKK';
}

export async function setupOrThrow(ctx: RequestContext, id: string, venueDetailsId?: string, field = 'venueSetupId'): Promise<SetupRecord> {
  const setup = (await ctx.store.get(venueSetupsResource, id)) as SetupRecord | null;
  if (!setup || setup.deleted || (venueDetailsId && setup.venueDetailsId !== venueDetailsId)) {
    if (field === 'id') throw notFound(`Venue setup ${id}`);
    throw badRequest(field, `no setup with the id ${id} at this venue`);
  }
  return setup;
}

export async function sectionOrThrow(ctx: RequestContext, id: string, setupId: string, field = 'venueSectionId'): Promise<SectionRecord> {
  const section = (await ctx.store.get(venueSectionsResource, id)) as SectionRecord | null;
  if (!section || section.deleted || section.venueSetupId !== setupId) {
    if (field === 'sectionId') throw notFound(`Section ${id} of setup ${setupId}`);
    throw badRequest(field, `no section with the id ${id} in this setup`);
  }
  return section;
}

export async function tableOrThrow(ctx: RequestContext, id: string, sectionId: string, field = 'venueTableId'): Promise<TableRecord> {
  const table = (await ctx.store.get(venueTablesResource, id)) as TableRecord | null;
  if (!table || table.deleted || table.venueSectionId !== sectionId) {
    if (field === 'tableId') throw notFound(`Table ${id} of section ${sectionId}`);
    throw badRequest(field, `no table with the id ${id} in this section`);
  }
  return table;
}

export async function sectionsOfSetup(ctx: RequestContext, setupId: string): Promise<SectionRecord[]> {
  const { records } = await ctx.store.list(venueSectionsResource, { match: { venueSetupId: setupId }, sort: { field: 'sortOrder', order: 'ASC' } });
  return (records as SectionRecord[]).filter((s) => !s.deleted);
}

export async function tablesOfSetup(ctx: RequestContext, setupId: string | string[]): Promise<TableRecord[]> {
  const { records } = await ctx.store.list(venueTablesResource, { match: { venueSetupId: setupId }, sort: { field: 'sortOrder', order: 'ASC' } });
  return (records as TableRecord[]).filter((t) => !t.deleted);
}

const withCreated = <R extends StoredRecord>(r: R) => ({ ...r, created: (r.createdAt as string | undefined) ?? null, deleted: iso(r.deleted) });

/** A setup as the API answers it: with `venueSetupId`, `created` and its sections, each with its tables. */
export async function setupTree(ctx: RequestContext, setup: SetupRecord) {
  const sections = await sectionsOfSetup(ctx, setup.id);
  const tables = await tablesOfSetup(ctx, setup.id);
  return {
    ...withCreated(setup),
    venueSetupId: setup.id,
    venueSections: sections.map((section) => ({
      ...withCreated(section),
      venueTables: tables.filter((t) => t.venueSectionId === section.id).map((t) => ({ ...withCreated(t), isCombinationTable: (t.combinationTablePartIds ?? []).length > 0 })),
    })),
  };
}
export type SetupTree = Awaited<ReturnType<typeof setupTree>>;
