import dayjs from '@/shared/dayjs';
import { COUNTRIES } from '@generated/shared/shell';
import { clock } from '@/shared/clock';

/** Time zones of the countries the portal serves, by ISO 3166 code. */
const ZONES: Record<string, string[]> = {
  DK: ['Europe/Copenhagen'],
  NO: ['Europe/Oslo'],
  FI: ['Europe/Helsinki'],
  GB: ['Europe/London'],
};

const SYMBOLS: Record<string, string> = { DKK: 'kr.', NOK: 'kr', EUR: '€', GBP: '£' };

export function countryByCode(code: string) {
  const upper = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.iso === upper || c.code.toUpperCase() === upper) ?? null;
}

/** A zone with its display name and its offset from UTC now (e.g. "+01:00"). */
export function timeZoneInfo(id: string, now = clock.now()) {
  const offset = dayjs(now).tz(id).format('Z');
  const city = id.split('/').pop()!.replace(/_/g, ' ');
  return { id, displayName: `(UTC${offset}) ${city}`, utcOffset: offset };
}

export function zonesOf(code: string, now = clock.now()) {
  const country = countryByCode(code);
  return country ? (ZONES[country.iso] ?? [country.timeZone]).map((z) => timeZoneInfo(z, now)) : null;
}

export function currencyInfo(currency: string) {
  return { code: currency, symbol: SYMBOLS[currency] ?? currency };
}
