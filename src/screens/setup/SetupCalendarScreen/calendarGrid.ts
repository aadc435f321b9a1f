import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { DEFAULT_CALENDAR_ENTRY, RepeatIntervalType, type CalendarEntryLike } from '@/shared/bookings/calendar';

export type CalendarView = 'month' | 'week';

/** The nights a view shows around a date: whole weeks (Monday to Sunday) of its month, or its week. */
export function daysOf(view: CalendarView, anchor: string): string[] {
  const day = dayjs(anchor);
  const first = view === 'month' ? day.startOf('month').startOf('isoWeek') : day.startOf('isoWeek');
  const last = view === 'month' ? day.endOf('month').endOf('isoWeek') : day.endOf('isoWeek');
  const out: string[] = [];
  for (let d = first; !d.isAfter(last, 'day'); d = d.add(1, 'day')) out.push(d.format(DATE_FORMAT));
  return out;
}

/** The date a step back or forward shows: a month or a week. */
export const stepped = (view: CalendarView, anchor: string, by: number) => dayjs(anchor).add(by, view).format(DATE_FORMAT);

export type EntryKind = 'default' | 'period' | 'dates' | 'weekly' | 'monthly' | 'yearly';

/** What kind of entry decides: the default entry (specification section 9), a plain period, a date list or a repetition. */
export function entryKind(entry: CalendarEntryLike): EntryKind {
  if ((entry.dates ?? []).length) return 'dates';
  const type = entry.calendarRepeatInterval?.type;
  if (type === RepeatIntervalType.Weekly) return 'weekly';
  if (type === RepeatIntervalType.Monthly) return 'monthly';
  if (type === RepeatIntervalType.Yearly) return 'yearly';
  const d = DEFAULT_CALENDAR_ENTRY;
  return entry.fromDate === d.fromDate && entry.toDate === d.toDate && (entry.priority ?? 0) === d.priority ? 'default' : 'period';
}

/** Distinct colours for the setups, in the order the venue lists them; readable with white text. */
const COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#ad1457', '#4e342e', '#283593', '#37474f', '#bf360c'];
export const colourOf = (index: number) => COLOURS[index % COLOURS.length];
