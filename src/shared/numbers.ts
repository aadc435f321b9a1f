import { bcp47, type LocaleCode } from './locales';

/**
 * Shares and decimals as the chosen language writes them: Danish "72,5 %", English "72.5%", Finnish "72,5 %".
 * Money keeps the specification's Danish format (format.ts); these are for everything else a person reads.
 */

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: LocaleCode, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47(locale), options);
    cache.set(key, found);
  }
  return found;
}

/** A share given in per cent (0-100), with at most `digits` decimals: formatPercent(72.5, 'dan') is "72,5 %". */
export function formatPercent(percent: number, locale: LocaleCode, digits = 1): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

/** A number with at most `digits` decimals and the language's separators: formatDecimal(1234.5, 'dan') is "1.234,5". */
export function formatDecimal(value: number, locale: LocaleCode, digits = 1): string {
  return formatter(locale, { maximumFractionDigits: digits }).format(value);
}

/** Points with their sign as people write them: +5, −2,5 (a real minus sign), 0; one decimal at most. */
export function formatSigned(value: number, locale: LocaleCode): string {
  const rounded = Math.round(value * 10) / 10;
  const digits = formatDecimal(Math.abs(rounded), locale);
  if (rounded > 0) return `+${digits}`;
  if (rounded < 0) return `\u2212${digits}`;
  return '0';
}
