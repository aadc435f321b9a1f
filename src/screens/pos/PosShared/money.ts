import { COUNTRIES } from '@generated/shared/shell';
import { formatMoney } from '@/shared/format';

export const currencyOf = (country: string | null | undefined) => COUNTRIES.find((c) => c.code === country)?.currency ?? 'DKK';

export const money = (minorUnits: number | null | undefined, currency: string) => formatMoney(minorUnits ?? 0, currency);

/** Quantities with up to two decimals, as the Danish format writes them. */
const quantityFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });
export const quantity = (value: number | null | undefined) => (value === null || value === undefined ? '' : quantityFormat.format(value));
