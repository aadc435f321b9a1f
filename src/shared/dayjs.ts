import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import isoWeeksInYear from 'dayjs/plugin/isoWeeksInYear';
import isLeapYear from 'dayjs/plugin/isLeapYear';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);
dayjs.extend(isLeapYear);
dayjs.extend(isoWeeksInYear);
dayjs.extend(customParseFormat);

export default dayjs;

/** Calendar dates travel as YYYY-MM-DD everywhere. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The Monday of an ISO week. */
export function isoWeekStart(year: number, week: number): dayjs.Dayjs {
  // The 4th of January is always in ISO week 1.
  return dayjs(`${year}-01-04`).isoWeek(week).isoWeekday(1);
}

/**
 * The ISO week of a day as its calendar shows it. dayjs's isoWeek miscounts a value moved to another zone (1 January
 * 2027 at a Copenhagen venue is in week 53 of 2026; it answers 52), so the week is counted from the calendar date.
 */
export function isoWeekOf(day: dayjs.Dayjs): { year: number; week: number } {
  const date = dayjs(day.format(DATE_FORMAT));
  return { year: date.isoWeekYear(), week: date.isoWeek() };
}

/** The number of ISO weeks in a year (52 or 53). */
export function weeksInYear(year: number): number {
  return dayjs(`${year}-01-04`).isoWeeksInYear();
}
