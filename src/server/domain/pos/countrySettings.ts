import type { CountrySettingsGetInput, CountrySettingsUpdateInput } from '@generated/server/resources/countrySettings';
import { countrySettingsResource } from '@generated/server/resources/countrySettings';
import type { CountryCode } from '@generated/shared/shell';
import { CountrySettingsRuleError, normalisePriceGroups, normaliseTipPercentages, resetTaxRates } from '@/shared/pos/countrySettingsRules';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertVersion, json, lockRow, newId, settingIds, settingsOf, type Settings } from './common';

type Body = CountrySettingsUpdateInput['body'];
type WithId<K extends string> = { [P in K]?: { id?: string | null } | null };

/** Gives every item without an id a new one; an id given twice is refused. */
function withIds<K extends string, T extends WithId<K>>(items: T[] | null | undefined, key: K, field: string): T[] {
  const seen = new Set<string>();
  return (items ?? []).map((item, i) => {
    const id = item[key]?.id || newId();
    if (seen.has(id)) throw badRequest(`${field}.${i}.${key}`, `the id ${id} is used twice`);
    seen.add(id);
    return { ...item, [key]: { id } };
  });
}

/** Names (or codes) are unique within a list, ignoring case. */
function uniqueNames<T>(items: T[], name: (item: T) => string, field: string, key = 'name'): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const value = name(item).trim().toLowerCase();
    if (seen.has(value)) throw badRequest(`${field}.${i}.${key}`, `"${name(item)}" is used twice`);
    seen.add(value);
  });
}

function normalise(previous: Settings, body: Body) {
  const salesProductGroups = withIds(body.salesProductGroups, 'salesProductGroupId', 'body.salesProductGroups').map((g, i) => ({
    ...g,
    validSubGroups: withIds(g.validSubGroups, 'salesProductSubGroupId', `body.salesProductGroups.${i}.validSubGroups`),
  }));
  const productCategories = withIds(body.productCategories, 'productCategoryId', 'body.productCategories').map((c, i) => ({
    ...c,
    tags: [...new Set((c.tags ?? []).map((t) => t.trim()).filter(Boolean))],
    validProductGroups: withIds(c.validProductGroups, 'stockProductGroupId', `body.productCategories.${i}.validProductGroups`),
  }));
  const taxGroups = resetTaxRates(withIds(body.taxGroups, 'taxGroupId', 'body.taxGroups'));
  let priceGroups;
  try {
    priceGroups = normalisePriceGroups(previous.priceGroups ?? [], withIds(body.priceGroups, 'priceGroupId', 'body.priceGroups'));
  } catch (error) {
    if (error instanceof CountrySettingsRuleError) throw badRequest(`body.${error.field}`, error.message);
    throw error;
  }
  const next = {
    salesProductGroups,
    productCategories,
    taxGroups,
    allergies: withIds(body.allergies, 'allergyId', 'body.allergies'),
    priceGroups,
    tipPercentages: normaliseTipPercentages(body.tipPercentages ?? []),
    pouringCategories: withIds(body.pouringCategories, 'pouringCategoryId', 'body.pouringCategories'),
    productUnits: withIds(body.productUnits, 'productUnitId', 'body.productUnits'),
    stockContainerTypes: withIds(body.stockContainerTypes, 'stockContainerTypeId', 'body.stockContainerTypes'),
  };
  uniqueNames(next.salesProductGroups, (g) => g.name, 'body.salesProductGroups');
  next.salesProductGroups.forEach((g, i) => uniqueNames(g.validSubGroups, (s) => s.name, `body.salesProductGroups.${i}.validSubGroups`));
  uniqueNames(next.productCategories, (c) => c.name, 'body.productCategories');
  uniqueNames(
    next.productCategories.flatMap((c) => c.validProductGroups),
    (g) => g.name,
    'body.productCategories.validProductGroups',
  );
  uniqueNames(next.taxGroups, (t) => t.code, 'body.taxGroups', 'code');
  uniqueNames(next.allergies, (a) => a.name, 'body.allergies');
  uniqueNames(next.priceGroups, (p) => p.name, 'body.priceGroups');
  uniqueNames(next.pouringCategories, (p) => p.name, 'body.pouringCategories');
  uniqueNames(next.productUnits, (p) => p.name, 'body.productUnits');
  uniqueNames(next.stockContainerTypes, (p) => p.name, 'body.stockContainerTypes');
  return next;
}

type Next = ReturnType<typeof normalise>;

const removed = (before: Set<string>, after: Set<string>) => [...before].filter((id) => !after.has(id));

/**
 * Items still used elsewhere cannot be removed (409), except price groups: the prices products had in a removed
 * group go with it, and a venue defaulting to it falls back to the country default. A price group a price shift
 * window switches to stays until the window is changed.
 */
async function checkRemovals(ctx: RequestContext, country: CountryCode, previous: Settings, next: Next) {
  const before = settingIds(previous);
  const after = settingIds({ ...previous, ...next });
  const sales = await ctx.db.selectFrom('salesProducts').select(['id', 'name', 'salesProductGroupId', 'salesProductSubGroupId', 'taxGroupId', 'allergyIds', 'prices']).where('country', '=', country).execute();
  const stock = await ctx.db.selectFrom('stockProducts').select(['id', 'name', 'stockProductGroupId', 'productUnitId', 'stockContainerTypeId', 'pouringCategoryId']).where('country', '=', country).execute();
  const inUse = (what: string, ids: string[], users: { name: string | null }[], kind: string) => {
    if (ids.length && users.length) throw conflict(`The ${what} cannot be removed while ${users.length} ${kind} use it (for example ${users[0].name}).`);
  };
  const gone = {
    salesGroups: removed(before.salesGroups, after.salesGroups),
    subGroups: removed(new Set([...before.subGroupsOf.values()].flatMap((s) => [...s])), new Set([...after.subGroupsOf.values()].flatMap((s) => [...s]))),
    taxGroups: removed(before.taxGroups, after.taxGroups),
    allergies: removed(before.allergies, after.allergies),
    productGroups: removed(before.productGroups, after.productGroups),
    productUnits: removed(before.productUnits, after.productUnits),
    containerTypes: removed(before.containerTypes, after.containerTypes),
    pouringCategories: removed(before.pouringCategories, after.pouringCategories),
    priceGroups: removed(before.priceGroups, after.priceGroups),
  };
  inUse('sales group', gone.salesGroups, sales.filter((p) => gone.salesGroups.includes(p.salesProductGroupId ?? '')), 'sales products');
  inUse('sales sub-group', gone.subGroups, sales.filter((p) => gone.subGroups.includes(p.salesProductSubGroupId ?? '')), 'sales products');
  inUse('tax group', gone.taxGroups, sales.filter((p) => gone.taxGroups.includes(p.taxGroupId ?? '')), 'sales products');
  inUse('allergy', gone.allergies, sales.filter((p) => (p.allergyIds ?? []).some((a) => gone.allergies.includes(a))), 'sales products');
  inUse('product group', gone.productGroups, stock.filter((p) => gone.productGroups.includes(p.stockProductGroupId ?? '')), 'stock products');
  inUse('product unit', gone.productUnits, stock.filter((p) => gone.productUnits.includes(p.productUnitId ?? '')), 'stock products');
  inUse('stock container type', gone.containerTypes, stock.filter((p) => gone.containerTypes.includes(p.stockContainerTypeId ?? '')), 'stock products');
  inUse('pouring category', gone.pouringCategories, stock.filter((p) => gone.pouringCategories.includes(p.pouringCategoryId ?? '')), 'stock products');
  if (!gone.priceGroups.length) return;
  const venues = await ctx.db.selectFrom('posVenues').select(['id', 'venueId', 'settings']).where('country', '=', country).execute();
  const venueIds = venues.map((v) => v.venueId ?? v.id);
  const windows = venueIds.length ? await ctx.db.selectFrom('priceShiftWindows').select(['name', 'priceGroupId']).where('venueId', 'in', venueIds).where('priceGroupId', 'in', gone.priceGroups).execute() : [];
  inUse('price group', gone.priceGroups, windows, 'price shift windows');
  for (const product of sales) {
    const prices = product.prices ?? [];
    if (prices.some((p) => gone.priceGroups.includes(p.priceGroupId))) {
      await ctx.db.updateTable('salesProducts').set({ prices: json(prices.filter((p) => !gone.priceGroups.includes(p.priceGroupId))) }).where('id', '=', product.id).execute();
    }
  }
  if (venueIds.length) {
    const assigned = await ctx.db.selectFrom('assignedSalesProducts').select(['id', 'prices']).where('venueId', 'in', venueIds).execute();
    for (const a of assigned) {
      const prices = a.prices ?? [];
      if (prices.some((p) => gone.priceGroups.includes(p.priceGroupId))) {
        await ctx.db.updateTable('assignedSalesProducts').set({ prices: json(prices.filter((p) => !gone.priceGroups.includes(p.priceGroupId))) }).where('id', '=', a.id).execute();
      }
    }
  }
  for (const venue of venues) {
    if (venue.settings?.defaultPriceGroupId && gone.priceGroups.includes(venue.settings.defaultPriceGroupId)) {
      await ctx.db.updateTable('posVenues').set({ settings: json({ ...venue.settings, defaultPriceGroupId: null }) }).where('id', '=', venue.id).execute();
    }
  }
}

export const getSettings = defineAction(async (ctx, { headers }: CountrySettingsGetInput) => settingsOf(ctx, headers.countryid));

export const updateSettings = defineAction(async (ctx, { headers, body }: CountrySettingsUpdateInput) => {
  const country = headers.countryid;
  if (body.country !== country) throw badRequest('body.country', `must be the country of the CountryId header (${country})`);
  const existing = await ctx.db.selectFrom('countrySettings').select('id').where('country', '=', country).executeTakeFirst();
  if (existing) {
    const row = await lockRow(ctx, 'country_settings', existing.id, 'Country settings');
    assertVersion(row as { version: number }, body.version, 'country settings');
  } else if (body.version) {
    throw conflict('These country settings were removed by someone else. Reload them and make your change again.');
  }
  const previous = await settingsOf(ctx, country);
  const next = normalise(previous, body);
  await checkRemovals(ctx, country, previous, next);
  const saved = existing
    ? await ctx.store.update(countrySettingsResource, existing.id, { country, ...next }, { version: body.version })
    : await ctx.store.create(countrySettingsResource, { country, ...next });
  return saved as unknown as Settings;
});
