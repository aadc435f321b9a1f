import dayjs, { DATE_FORMAT, isoWeekOf } from '@/shared/dayjs';

/** A week of a month on the board: its ISO week number and its seven days Monday to Sunday, null outside the month. */
export interface BoardWeek {
  week: number;
  days: (string | null)[];
}

/** The weeks a month touches, each with the month's dates (YYYY-MM-DD) in their weekday's place. */
export function monthWeeks(year: number, month: number): BoardWeek[] {
  const first = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  const weeks: BoardWeek[] = [];
  for (let monday = first.isoWeekday(1); monday.isBefore(first.endOf('month')); monday = monday.add(7, 'day')) {
    const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day')).map((d) => (d.month() === first.month() ? d.format(DATE_FORMAT) : null));
    weeks.push({ week: isoWeekOf(monday).week, days });
  }
  return weeks;
}

/** A calendar date moved by a number of days. */
export const shiftDate = (date: string, days: number): string => dayjs(date).add(days, 'day').format(DATE_FORMAT);

/** The month (1-12) of a calendar date. */
export const monthOf = (date: string): number => Number(date.slice(5, 7));
