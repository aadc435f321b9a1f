import dayjs from './dayjs';

/** How often a meeting is held. */
export type MeetingType = 'Weekly' | 'BiWeekly' | 'Monthly' | 'Quarterly' | 'BiAnnually' | 'Annually';

export const MEETING_TYPES: readonly MeetingType[] = ['Weekly', 'BiWeekly', 'Monthly', 'Quarterly', 'BiAnnually', 'Annually'];

/** A period of a meeting type: its year and its number within that year. */
export interface MeetingPeriod {
  year: number;
  period: number;
}

/**
 * The period a calendar date (YYYY-MM-DD, the venue's own day) falls in. Weekly and fortnightly meetings count ISO
 * weeks, so their year is the ISO week-year (29 December 2025 is in week 1 of 2026); fortnight n covers weeks
 * 2n-1 and 2n (week 53 forms fortnight 27 alone). The others count calendar months.
 */
export function periodOf(type: MeetingType, date: string): MeetingPeriod {
  const d = dayjs(date);
  switch (type) {
    case 'Weekly':
      return { year: d.isoWeekYear(), period: d.isoWeek() };
    case 'BiWeekly':
      return { year: d.isoWeekYear(), period: Math.ceil(d.isoWeek() / 2) };
    case 'Monthly':
      return { year: d.year(), period: d.month() + 1 };
    case 'Quarterly':
      return { year: d.year(), period: Math.floor(d.month() / 3) + 1 };
    case 'BiAnnually':
      return { year: d.year(), period: d.month() < 6 ? 1 : 2 };
    case 'Annually':
      return { year: d.year(), period: 1 };
  }
}

/** How a period label is put together; the words come from the screen's texts. */
export type PeriodLabelParts =
  | { kind: 'week'; week: number; year: number }
  | { kind: 'weeks'; from: number; to: number; year: number }
  | { kind: 'month'; month: number; year: number }
  | { kind: 'quarter'; quarter: number; year: number }
  | { kind: 'half'; half: number; year: number }
  | { kind: 'year'; year: number };

/** The parts of a period's label: Week n with year, Weeks n–m with year, a month with year, Qn, Hn, Year n. */
export function periodLabelParts(type: MeetingType, { year, period }: MeetingPeriod): PeriodLabelParts {
  switch (type) {
    case 'Weekly':
      return { kind: 'week', week: period, year };
    case 'BiWeekly': {
      const weeks = dayjs(`${year}-01-04`).isoWeeksInYear();
      return { kind: 'weeks', from: period * 2 - 1, to: Math.min(period * 2, weeks), year };
    }
    case 'Monthly':
      return { kind: 'month', month: period, year };
    case 'Quarterly':
      return { kind: 'quarter', quarter: period, year };
    case 'BiAnnually':
      return { kind: 'half', half: period, year };
    case 'Annually':
      return { kind: 'year', year };
  }
}

/** The highest period number of a type in a year, for validation. */
export function periodsInYear(type: MeetingType, year: number): number {
  const weeks = dayjs(`${year}-01-04`).isoWeeksInYear();
  return { Weekly: weeks, BiWeekly: Math.ceil(weeks / 2), Monthly: 12, Quarterly: 4, BiAnnually: 2, Annually: 1 }[type];
}
