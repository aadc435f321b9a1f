import { COUNTRIES } from '@generated/shared/shell';

/** The currency of a country of the group (by its code), Danish kroner when the country is unknown. */
export function currencyOf(country: string | null | undefined): string {
  return COUNTRIES.find((c) => c.code === country)?.currency ?? 'DKK';
}
