import type { CountryCode } from '@generated/shared/shell';
import type { RequestContext } from '../../api/context';
import { settingsOf } from './common';

/** The items of the country settings as records with an `id`, for the lists the product forms pick from. */
export async function settingsItems(ctx: RequestContext, country: CountryCode) {
  const s = await settingsOf(ctx, country);
  return {
    taxGroups: (s.taxGroups ?? []).map((t) => ({ id: t.taxGroupId?.id ?? '', name: `${t.code} (${t.taxRatePercentage} %)`, code: t.code, taxRatePercentage: t.taxRatePercentage })),
    priceGroups: (s.priceGroups ?? []).map((p) => ({ id: p.priceGroupId?.id ?? '', name: p.name, isDefault: Boolean(p.isDefault) })),
    allergies: (s.allergies ?? []).map((a) => ({ id: a.allergyId?.id ?? '', name: a.name })),
    productUnits: (s.productUnits ?? []).map((u) => ({ id: u.productUnitId?.id ?? '', name: u.name, abbreviation: u.abbreviation ?? null })),
    stockContainerTypes: (s.stockContainerTypes ?? []).map((c) => ({ id: c.stockContainerTypeId?.id ?? '', name: c.name, tareWeight: c.tareWeight ?? null })),
    pouringCategories: (s.pouringCategories ?? []).map((p) => ({ id: p.pouringCategoryId?.id ?? '', name: p.name, pourSize: p.pourSize, wastePercentage: p.wastePercentage ?? null })),
    stockProductGroups: (s.productCategories ?? []).flatMap((c) =>
      (c.validProductGroups ?? []).map((g) => ({ id: g.stockProductGroupId?.id ?? '', name: g.name, color: g.color ?? null, productCategoryId: c.productCategoryId?.id ?? '', productCategoryName: c.name })),
    ),
    salesProductGroups: (s.salesProductGroups ?? []).map((g) => ({ id: g.salesProductGroupId?.id ?? '', salesProductGroupId: { id: g.salesProductGroupId?.id ?? '' }, name: g.name, color: g.color ?? null })),
    salesProductSubGroups: (s.salesProductGroups ?? []).flatMap((g) =>
      (g.validSubGroups ?? []).map((sub) => ({
        id: sub.salesProductSubGroupId?.id ?? '',
        salesProductSubGroupId: { id: sub.salesProductSubGroupId?.id ?? '' },
        name: sub.name,
        color: sub.color ?? null,
        salesProductGroupId: g.salesProductGroupId?.id ?? '',
        salesProductGroupName: g.name,
      })),
    ),
  };
}
