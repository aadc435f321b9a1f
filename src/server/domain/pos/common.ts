import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import type { CountrySettingRecord } from '@generated/shared/types/countrySettings';
import { IllegalTransition, apply, type StateMachine } from '@/shared/pos/stateMachine';
import type { StoredRecord } from '@/shared/records';
import type { RequestContext } from '../../api/context';
import { lockKey } from '../../api/transaction';
import { badRequest, conflict, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';

/** Shared pieces of the point-of-sale and procurement rules. */

export const newId = () => randomUUID();

export function currencyOf(country: string | null | undefined): string {
  return COUNTRIES.find((c) => c.code === country)?.currency ?? 'DKK';
}

/** The portal venue and its country; a 400 naming the field when it does not exist. */
export async function venueCountry(ctx: RequestContext, venueId: string, field = 'venueId'): Promise<{ id: string; name: string; country: CountryCode }> {
  const venue = await getVenueOrThrow(ctx, venueId, field);
  return { id: venue.id, name: venue.name ?? venue.id, country: (venue.country ?? 'dk') as CountryCode };
}

/** Applies a state machine's event; an event the state does not allow is a 409 with the machine's message. */
export function transition<S extends string, E extends string>(machine: StateMachine<S, E>, state: S, event: E, target?: S): S {
  try {
    return apply(machine, state, event, target);
  } catch (error) {
    if (error instanceof IllegalTransition) throw conflict(error.message);
    throw error;
  }
}

/** A stale version (someone changed the document since it was read) is a 409. */
export function assertVersion(record: { version?: number | null }, version: number | undefined | null, what: string): void {
  if (version !== undefined && version !== null && record.version !== version) {
    throw conflict(`This ${what} was changed by someone else (now version ${record.version}, yours ${version}). Reload it and make your change again.`);
  }
}

/**
 * Reads a record and locks its row for the rest of the request's transaction, so that two changes of one
 * document (an order, a count, a venue) are applied one after the other and the second sees the first.
 */
export async function lockRow(ctx: RequestContext, table: string, id: string, what: string): Promise<Record<string, unknown>> {
  const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(ctx.db);
  const row = result.rows[0];
  if (!row) throw notFound(`${what} ${id}`);
  return row;
}

/**
 * Locks the portal venue's row for the rest of the request's transaction. Rules over several records of a venue
 * (one Active count, price shift windows that must not overlap) are then checked and written by one request at a
 * time, and the second request sees what the first wrote. `FOR NO KEY UPDATE` leaves reads and references alone.
 */
export async function lockVenue(ctx: RequestContext, venueId: string): Promise<void> {
  const result = await sql`SELECT id FROM venues WHERE id = ${venueId} FOR NO KEY UPDATE`.execute(ctx.db);
  if (!result.rows.length) throw notFound(`Venue ${venueId}`);
}

/**
 * Serialises the allocation of a number series ("purchase-order-number:dk") for the rest of the request's
 * transaction, with a transaction-scoped advisory lock: the next number is read after the previous one committed.
 */
export async function lockSeries(ctx: RequestContext, series: string): Promise<void> {
  await lockKey(ctx.db, series);
}

/** The highest sequence after `prefix` among a column's values (`PO-DK-2026-0042` → 42), compared as numbers. */
export async function highestSequence(ctx: RequestContext, table: string, column: string, prefix: string, where: Record<string, string> = {}): Promise<number> {
  const conditions = Object.entries(where).map(([c, v]) => sql`AND ${sql.ref(c)} = ${v}`);
  // The start is a literal integer: a parameter would be read as text, and substring(text from text) is a regex match.
  const rest = sql`substring(${sql.ref(column)} from ${sql.lit(prefix.length + 1)})`;
  const result = await sql<{ n: number | null }>`
    SELECT max(${rest}::int) AS n FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} LIKE ${`${prefix}%`} AND ${rest} ~ '^[0-9]{1,9}$' ${conditions.length ? sql.join(conditions, sql` `) : sql``}`.execute(ctx.db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Runs a write whose rule the code has checked; should the database's unique index still refuse it (two requests
 * at the same moment), the answer is a 409 with the rule's message instead of the database's.
 */
export async function uniqueOr409<T>(write: () => Promise<T>, index: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === index) throw conflict(message);
    throw error;
  }
}

/** The empty settings of a country that has none saved yet: one default price group. */
export function defaultSettings(country: CountryCode): Omit<CountrySettingRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id: string | null } {
  return {
    id: null,
    version: 0,
    country,
    salesProductGroups: [],
    productCategories: [],
    taxGroups: [],
    allergies: [],
    priceGroups: [{ priceGroupId: { id: 'default' }, name: 'Normal', isDefault: true }],
    tipPercentages: [],
    pouringCategories: [],
    productUnits: [],
    stockContainerTypes: [],
  };
}

export type Settings = ReturnType<typeof defaultSettings>;

/** The country settings as saved (or the defaults). */
export async function settingsOf(ctx: RequestContext, country: CountryCode): Promise<Settings> {
  const row = await ctx.db.selectFrom('countrySettings').selectAll().where('country', '=', country).executeTakeFirst();
  if (!row) return defaultSettings(country);
  const base = defaultSettings(country);
  return {
    ...base,
    id: row.id,
    version: row.version,
    salesProductGroups: row.salesProductGroups ?? [],
    productCategories: row.productCategories ?? [],
    taxGroups: row.taxGroups ?? [],
    allergies: row.allergies ?? [],
    priceGroups: row.priceGroups ?? base.priceGroups,
    tipPercentages: row.tipPercentages ?? [],
    pouringCategories: row.pouringCategories ?? [],
    productUnits: row.productUnits ?? [],
    stockContainerTypes: row.stockContainerTypes ?? [],
  };
}

/** The ids of one kind of item in the settings, for checking references. */
export function settingIds(settings: Settings) {
  const ids = <T>(items: T[] | null | undefined, key: (item: T) => { id?: string | null } | null | undefined) => new Set((items ?? []).map((i) => key(i)?.id).filter((id): id is string => Boolean(id)));
  const groups = settings.salesProductGroups ?? [];
  return {
    salesGroups: ids(groups, (g) => g.salesProductGroupId),
    subGroupsOf: new Map(groups.map((g) => [g.salesProductGroupId?.id ?? '', ids(g.validSubGroups, (s) => s.salesProductSubGroupId)])),
    productGroups: new Set((settings.productCategories ?? []).flatMap((c) => (c.validProductGroups ?? []).map((g) => g.stockProductGroupId?.id).filter((id): id is string => Boolean(id)))),
    taxGroups: ids(settings.taxGroups, (t) => t.taxGroupId),
    priceGroups: ids(settings.priceGroups, (p) => p.priceGroupId),
    allergies: ids(settings.allergies, (a) => a.allergyId),
    pouringCategories: ids(settings.pouringCategories, (p) => p.pouringCategoryId),
    productUnits: ids(settings.productUnits, (u) => u.productUnitId),
    containerTypes: ids(settings.stockContainerTypes, (c) => c.stockContainerTypeId),
  };
}

/** A reference into the country settings must name an item the country has. */
export function assertIn(ids: Set<string>, value: string | null | undefined, field: string, what: string, country: string): void {
  if (value && !ids.has(value)) throw badRequest(field, `is not a ${what} of ${country}`);
}

/** Records of a table by id, for checking that referenced records exist in the right country or venue. */
export async function rowsById<T extends { id: string }>(rows: Promise<T[]>): Promise<Map<string, T>> {
  return new Map((await rows).map((r) => [r.id, r]));
}

/** A stock product of the country, or a 400 naming the field. */
export async function stockProductOf(ctx: RequestContext, id: string, country: string, field: string) {
  const product = await ctx.db.selectFrom('stockProducts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!product || product.country !== country) throw badRequest(field, `is not a stock product of ${country}`);
  return product;
}

/** Every listed stock product must exist in the country and appear once. */
export async function assertStockProducts(ctx: RequestContext, ids: string[], country: string, field: (index: number) => string): Promise<void> {
  const found = ids.length ? await ctx.db.selectFrom('stockProducts').select(['id', 'country']).where('id', 'in', ids).execute() : [];
  const ok = new Set(found.filter((p) => p.country === country).map((p) => p.id));
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!ok.has(id)) throw badRequest(`${field(i)}.stockProductId`, `is not a stock product of ${country}`);
    if (seen.has(id)) throw badRequest(`${field(i)}.stockProductId`, 'is listed twice');
    seen.add(id);
  });
}

/** A vendor of the country, or a 400 naming the field. */
export async function assertVendor(ctx: RequestContext, vendorId: string | null | undefined, country: string, field: string): Promise<void> {
  if (!vendorId) return;
  const vendor = await ctx.db.selectFrom('vendors').select(['id', 'country']).where('id', '=', vendorId).executeTakeFirst();
  if (!vendor || vendor.country !== country) throw badRequest(field, `is not a vendor of ${country}`);
}

/** The body of an update may not move a record to another venue. */
export function assertSameVenue(current: StoredRecord, venueId: string, field = 'body.venueId'): void {
  if (current.venueId !== venueId) throw badRequest(field, 'cannot be changed');
}

export const round = (value: number, decimals = 3) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A JSON column value for Kysely writes outside the generic store. */
export const json = (value: unknown) => JSON.stringify(value ?? null);

/** Prices name known price groups of the country, each once. */
export function checkPrices(prices: { priceGroupId: string }[] | null | undefined, priceGroups: Set<string>, country: string, field: string) {
  const seen = new Set<string>();
  (prices ?? []).forEach((p, i) => {
    assertIn(priceGroups, p.priceGroupId, `${field}.${i}.priceGroupId`, 'price group', country);
    if (seen.has(p.priceGroupId)) throw badRequest(`${field}.${i}.priceGroupId`, 'has a price already');
    seen.add(p.priceGroupId);
  });
}
