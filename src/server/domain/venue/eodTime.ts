import dayjs, { DATE_FORMAT } from '@/shared/dayjs';

/** Deadlines of end-of-day reports (their business days are in `@/shared/eodDays`). No imports of generated resources: the seed and tests use it freely. */

/** A report is late when it is sent after the rule's deadline on the day after its business day (venue time). */
export function isLate(date: string, deadline: string | null | undefined, timeZone: string, now: Date): boolean {
  if (!deadline) return false;
  const due = dayjs.tz(`${dayjs(date).add(1, 'day').format(DATE_FORMAT)} ${deadline}`, 'YYYY-MM-DD HH:mm', timeZone);
  return dayjs(now).isAfter(due);
}
