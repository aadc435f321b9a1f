import dayjs, { DATE_FORMAT } from '@/shared/dayjs';

/** Business days and deadlines of end-of-day reports. No imports of generated resources: the seed and tests use it freely. */

/** Before this hour (venue time) it is still the previous business day: a bar's night runs past midnight. */
export const BUSINESS_DAY_STARTS_AT = 6;

export function businessDay(now: Date, timeZone: string): string {
  const local = dayjs(now).tz(timeZone);
  return (local.hour() < BUSINESS_DAY_STARTS_AT ? local.subtract(1, 'day') : local).format(DATE_FORMAT);
}

/** A report is late when it is sent after the rule's deadline on the day after its business day (venue time). */
export function isLate(date: string, deadline: string | null | undefined, timeZone: string, now: Date): boolean {
  if (!deadline) return false;
  const due = dayjs.tz(`${dayjs(date).add(1, 'day').format(DATE_FORMAT)} ${deadline}`, 'YYYY-MM-DD HH:mm', timeZone);
  return dayjs(now).isAfter(due);
}
