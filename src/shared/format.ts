import dayjs from './dayjs';

/** Display formats of the specification. */
export const DISPLAY_DATE = 'DD-MM-YYYY';
export const DISPLAY_DATE_TIME = 'DD/MM/YYYY HH:mm';
export const DISPLAY_TIME = 'HH:mm';

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** A calendar date (YYYY-MM-DD) or instant as DD-MM-YYYY; an instant in the time zone given, else the browser's (never give one for a calendar date). */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (empty(value)) return '';
  return (timeZone ? dayjs(value).tz(timeZone) : dayjs(value)).format(DISPLAY_DATE);
}

/** An instant as DD/MM/YYYY HH:mm, in the given time zone or the browser's. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (empty(value)) return '';
  return (timeZone ? dayjs(value).tz(timeZone) : dayjs(value)).format(DISPLAY_DATE_TIME);
}

/** A time of day (HH:mm) or an instant's time. */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (empty(value)) return '';
  if (typeof value === 'string' && /^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  return (timeZone ? dayjs(value).tz(timeZone) : dayjs(value)).format(DISPLAY_TIME);
}

const danish = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const danishOneDecimal = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An amount in minor units in the Danish number format with 2 decimals and the currency code: "1.234,50 DKK". */
export function formatMoney(minorUnits: number | null | undefined, currency: string): string {
  if (minorUnits === null || minorUnits === undefined) return '';
  return `${danish.format(minorUnits / 100)} ${currency}`;
}

/** Numbers above 999 as thousands with one decimal ("1,2k"); smaller ones as they are. */
export function formatCompact(value: number): string {
  if (Math.abs(value) > 999) return `${danishOneDecimal.format(value / 1000)}k`;
  return String(value);
}
