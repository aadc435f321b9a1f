import dayjs, { isoWeekOf, isoWeekStart } from '@/shared/dayjs';
import { periodLabelParts, type MeetingType } from '@/shared/meetingPeriods';

export interface IsoWeek {
  year: number;
  week: number;
}

/** Longer meetings review this many weeks, ending with the week the meeting is held in. */
export const LONG_REVIEW_WEEKS = 4;

/**
 * The ISO weeks whose venue tasks a meeting reviews: a weekly meeting its week, a fortnightly one its two weeks;
 * longer meetings the last four weeks up to the one they are held in (a year of tasks is no agenda item).
 */
export function reviewWeeks(type: MeetingType, year: number, period: number, when: string, timeZone: string): IsoWeek[] {
  const parts = periodLabelParts(type, { year, period });
  if (parts.kind === 'week') return [{ year: parts.year, week: parts.week }];
  if (parts.kind === 'weeks') return Array.from({ length: parts.to - parts.from + 1 }, (_, i) => ({ year: parts.year, week: parts.from + i }));
  const held = isoWeekOf(dayjs(when).tz(timeZone));
  const monday = isoWeekStart(held.year, held.week);
  return Array.from({ length: LONG_REVIEW_WEEKS }, (_, i) => isoWeekOf(monday.subtract(LONG_REVIEW_WEEKS - 1 - i, 'week')));
}

/** The date an open task is carried to: the same weekday, one review span later (the next period). */
export function carriedDate(date: string, weeks: number): string {
  return dayjs(date).add(weeks * 7, 'day').format('YYYY-MM-DD');
}
