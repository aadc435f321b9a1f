import { formatDecimal } from '@/shared/numbers';
import type { LocaleCode } from '@/shared/locales';

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * An amount typed in major units, in minor units: null when nothing is typed, NaN when it is no amount of 0 or more.
 * People write money their language's way ("1.234,50", "1,234.50", "1 234,5") or the other way ("12.5" in Danish),
 * so a point or comma followed by one or two last digits is the decimal mark and every other one groups thousands.
 */
export function parseAmount(typed: string): number | null {
  const compact = typed.replace(SPACES, '');
  if (!compact) return null;
  if (!/^\d[\d.,]*$/.test(compact)) return NaN;
  const decimals = /[.,](\d{1,2})$/.exec(compact);
  const whole = Number((decimals ? compact.slice(0, decimals.index) : compact).replace(/[.,]/g, ''));
  const minor = whole * 100 + Number((decimals?.[1] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : NaN;
}

/** A stored amount as the field shows it to be changed: "1.500" or "1.500,5" in Danish, "1,500.5" in English (parseAmount reads each back). */
export function amountText(minor: number | null | undefined, locale: LocaleCode): string {
  if (minor === null || minor === undefined) return '';
  return formatDecimal(minor / 100, locale, 2);
}
