/**
 * The rules of the country settings (sections 4 and 5 of the specification), pure so that the server enforces
 * them on every save and the settings screen applies the same ones while the user edits.
 */

export const LAST_PRICE_GROUP = 'There must be at least one price group at all times!';

export interface PriceGroupLike {
  priceGroupId?: { id?: string | null } | null;
  name: string;
  isDefault?: boolean | null;
}

export class CountrySettingsRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const idOf = (g: PriceGroupLike) => g.priceGroupId?.id ?? null;

/**
 * Exactly one default: a group newly saved with isDefault set (created, or changed from not default) wins and
 * clears the others; otherwise the group that was the default stays; when none is, the first becomes default.
 * An empty list is refused: at least one price group must exist at all times.
 */
export function normalisePriceGroups<G extends PriceGroupLike>(previous: readonly PriceGroupLike[], next: readonly G[]): G[] {
  if (!next.length) throw new CountrySettingsRuleError('priceGroups', LAST_PRICE_GROUP);
  const previousDefault = previous.find((g) => g.isDefault);
  const previousDefaultId = previousDefault ? idOf(previousDefault) : null;
  const newlyDefault = next.filter((g) => g.isDefault && (idOf(g) === null || idOf(g) !== previousDefaultId));
  const winner = newlyDefault.at(-1) ?? next.find((g) => g.isDefault) ?? next[0];
  return next.map((g) => ({ ...g, isDefault: g === winner }));
}

/** Makes one group the default (the others lose the flag). */
export function setDefaultPriceGroup<G extends PriceGroupLike>(groups: readonly G[], index: number): G[] {
  return groups.map((g, i) => ({ ...g, isDefault: i === index }));
}

/** Removes a group; the last one cannot go, and when the default goes the first remaining becomes default. */
export function removePriceGroup<G extends PriceGroupLike>(groups: readonly G[], index: number): G[] {
  if (groups.length <= 1) throw new CountrySettingsRuleError('priceGroups', LAST_PRICE_GROUP);
  const rest = groups.filter((_, i) => i !== index);
  return rest.some((g) => g.isDefault) ? rest : rest.map((g, i) => ({ ...g, isDefault: i === 0 }));
}

/** Tip percentages without duplicates, sorted ascending. */
export function normaliseTipPercentages(values: readonly number[]): number[] {
  return [...new Set(values.map((v) => Math.round(v * 100) / 100))].sort((a, b) => a - b);
}

/** Adds a tip percentage; one already present is ignored. */
export function addTipPercentage(values: readonly number[], value: number): number[] {
  return normaliseTipPercentages([...values, value]);
}

export interface TaxGroupLike {
  taxRatePercentage: number;
  taxRate?: number | null;
}

/** Tax groups are saved with taxRate reset to 0 and their taxRatePercentage kept. */
export function resetTaxRates<T extends TaxGroupLike>(groups: readonly T[]): T[] {
  return groups.map((g) => ({ ...g, taxRate: 0 }));
}
