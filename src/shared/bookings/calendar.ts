import dayjs, { DATE_FORMAT } from '../dayjs';
import { atNight, nightOf, nightWindow, type VenueClock } from './night';

/** Calendar entries: which setup is active at a venue on a night. Shared by the server and the calendar forms. */

export const RepeatIntervalType = { Weekly: 'WeeklyRepeatInterval', Monthly: 'MonthlyRepeatInterval', Yearly: 'YearlyRepeatInterval' } as const;

export interface RepeatInterval {
  type: string;
  startDate?: string | null;
  endDate?: string | null;
  repeatEveryCount?: number | null;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  repeatOnDays?: number[] | null;
  repeatDaysOfTheMonth?: number[] | null;
  /** With repeatOnDays: the nth such weekday of the month (1-5). */
  repeatMonthlyOnEvery?: number | null;
  /** YYYY-MM-DD; the month and day repeat. */
  repeatOnDates?: string[] | null;
}

export interface CalendarEntryLike {
  id: string;
  venueSetupId: string;
  isActive?: boolean | null;
  fromDate?: string | null;
  fromTime?: string | null;
  toDate?: string | null;
  toTime?: string | null;
  dates?: string[] | null;
  inActiveDates?: string[] | null;
  priority?: number | null;
  deleted?: string | null;
  calendarRepeatInterval?: RepeatInterval | null;
  createdAt?: string | null;
}

/** The default entry a venue's first setup gets (specification section 9). */
export const DEFAULT_CALENDAR_ENTRY = { isActive: true, priority: 0, fromDate: '2021-01-01', fromTime: '10:00', toDate: '2031-01-01', toTime: '10:00' } as const;

/**
 * A date in any of the forms clients send (YYYY-MM-DD, an ISO instant, D/M/YYYY, DD-MM-YYYY) as YYYY-MM-DD, or
 * null. An ISO instant keeps its own calendar date (the date part before the T).
 */
export function normaliseDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [null, null, null];
  if (!y) return null;
  const date = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return dayjs(date, DATE_FORMAT, true).isValid() ? date : null;
}

function repeats(interval: RepeatInterval, night: string): boolean {
  const every = Math.max(1, interval.repeatEveryCount ?? 1);
  if (interval.startDate && night < interval.startDate) return false;
  if (interval.endDate && night > interval.endDate) return false;
  const day = dayjs(night);
  const anchor = dayjs(interval.startDate ?? night);
  switch (interval.type) {
    case RepeatIntervalType.Weekly: {
      if (!(interval.repeatOnDays ?? []).includes(day.isoWeekday())) return false;
      const weeks = Math.floor(day.startOf('isoWeek').diff(anchor.startOf('isoWeek'), 'day') / 7);
      return weeks % every === 0;
    }
    case RepeatIntervalType.Monthly: {
      const months = (day.year() - anchor.year()) * 12 + day.month() - anchor.month();
      if (months % every !== 0) return false;
      if ((interval.repeatDaysOfTheMonth ?? []).includes(day.date())) return true;
      if (interval.repeatMonthlyOnEvery && (interval.repeatOnDays ?? []).includes(day.isoWeekday())) return Math.ceil(day.date() / 7) === interval.repeatMonthlyOnEvery;
      return false;
    }
    case RepeatIntervalType.Yearly: {
      if ((day.year() - anchor.year()) % every !== 0) return false;
      return (interval.repeatOnDates ?? []).some((d) => d.slice(5, 10) === night.slice(5, 10));
    }
    default:
      return false;
  }
}

/**
 * Whether an entry makes its setup active at an instant: the entry is active and not deleted, the instant lies in
 * its period (from date and time to date and time, venue time), the instant's night is one of its dates or fits
 * its repetition (when it has either), and the night is not one of its inactive dates.
 */
export function entryCovers(entry: CalendarEntryLike, instant: Date, clock: VenueClock): boolean {
  if (!entry.isActive || entry.deleted) return false;
  const night = nightOf(instant, clock);
  if (entry.fromDate && instant < atNight(entry.fromDate, entry.fromTime || clock.startTimeOfDay || '10:00', clock)) return false;
  // A to date without a time covers that whole night.
  if (entry.toDate && instant >= (entry.toTime ? atNight(entry.toDate, entry.toTime, clock) : nightWindow(entry.toDate, clock).to)) return false;
  if ((entry.inActiveDates ?? []).includes(night)) return false;
  const hasDates = (entry.dates ?? []).length > 0;
  const interval = entry.calendarRepeatInterval;
  if (!hasDates && !interval) return true;
  if (hasDates && entry.dates!.includes(night)) {
    // A date-list entry covers its nights between its times, when it has them.
    if (entry.fromTime && !entry.fromDate && instant < atNight(night, entry.fromTime, clock)) return false;
    if (entry.toTime && !entry.toDate && instant >= atNight(night, entry.toTime, clock)) return false;
    return true;
  }
  return Boolean(interval && repeats(interval, night));
}

/** How specific an entry is: a date list beats a repetition, which beats a plain period. */
function specificity(entry: CalendarEntryLike): number {
  if ((entry.dates ?? []).length) return 2;
  return entry.calendarRepeatInterval ? 1 : 0;
}

/**
 * The entry deciding the active setup at an instant: the covering entry with the highest priority; on equal
 * priority the more specific one (dates, then repetitions, then periods), then the newest.
 */
export function deciding<E extends CalendarEntryLike>(entries: E[], instant: Date, clock: VenueClock, liveSetupIds?: Set<string>): E | null {
  const covering = entries.filter((e) => (!liveSetupIds || liveSetupIds.has(e.venueSetupId)) && entryCovers(e, instant, clock));
  covering.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || specificity(b) - specificity(a) || String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')) || b.id.localeCompare(a.id));
  return covering[0] ?? null;
}
