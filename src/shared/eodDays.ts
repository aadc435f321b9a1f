import dayjs, { DATE_FORMAT } from './dayjs';

/** Before this hour (venue time) it is still the previous business day: a bar's night runs past midnight. */
export const BUSINESS_DAY_STARTS_AT = 6;

/** The business day at a moment in a venue's time zone; the server and the browser judge it alike. */
export function businessDay(now: Date, timeZone: string): string {
  const local = dayjs(now).tz(timeZone);
  return (local.hour() < BUSINESS_DAY_STARTS_AT ? local.subtract(1, 'day') : local).format(DATE_FORMAT);
}

/**
 * The day a new end-of-day report proposes: the current business day, or when it has a report the latest day
 * before it that has none, looking back at most `lookBackDays` (a venue has one report a day). The current day when
 * all of them have one (the server then says why).
 */
export function firstFreeReportDay(today: string, reportedDays: Iterable<string>, lookBackDays: number): string {
  const taken = new Set(reportedDays);
  for (let back = 0, day = dayjs(today); back <= lookBackDays; back += 1, day = day.subtract(1, 'day')) {
    const date = day.format(DATE_FORMAT);
    if (!taken.has(date)) return date;
  }
  return today;
}
