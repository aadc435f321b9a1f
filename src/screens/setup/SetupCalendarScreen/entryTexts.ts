import { useTranslate } from 'react-admin';
import type { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { RepeatIntervalType } from '@/shared/bookings/calendar';
import { formatDate } from '@/shared/format';
import { entryKind } from './calendarGrid';
import { text, type TextKey } from './texts';

export type Entry = Awaited<ReturnType<typeof venueSetupCalendarEntriesApi.getList>>[number];

/** An entry in words as the entries table shows it (and its export writes it): its kind, period and dates or repetition. */
export function useEntryTexts() {
  const translate = useTranslate();
  const day = (d: number) => translate(text(`weekdays.${d}` as TextKey));
  const kind = (e: Entry) => translate(text(`calendar.kinds.${entryKind(e)}` as TextKey));
  const period = (e: Entry) =>
    [e.fromDate ? translate(text('entries.from'), { date: `${formatDate(e.fromDate)} ${e.fromTime ?? ''}`.trim() }) : '', e.toDate ? translate(text('entries.until'), { date: `${formatDate(e.toDate)} ${e.toTime ?? ''}`.trim() }) : '']
      .filter(Boolean)
      .join(' ') || translate(text('entries.always'));
  const when = (e: Entry) => {
    const parts: string[] = [];
    const r = e.calendarRepeatInterval;
    if (e.dates?.length) parts.push(translate(text('entries.dates'), { dates: e.dates.map((d) => formatDate(d)).join(', ') }));
    if (r?.type === RepeatIntervalType.Weekly) parts.push(translate(text('entries.weekly'), { count: r.repeatEveryCount ?? 1, days: (r.repeatOnDays ?? []).map(day).join(', ') }));
    if (r?.type === RepeatIntervalType.Monthly) parts.push(translate(text('entries.monthly'), { count: r.repeatEveryCount ?? 1 }));
    if (r?.type === RepeatIntervalType.Yearly) parts.push(translate(text('entries.yearly'), { count: r.repeatEveryCount ?? 1, dates: (r.repeatOnDates ?? []).map((d) => formatDate(d).slice(0, 5)).join(', ') }));
    if (e.inActiveDates?.length) parts.push(translate(text('entries.inactive'), { dates: e.inActiveDates.map((d) => formatDate(d)).join(', ') }));
    return parts.join(' · ') || translate(text('entries.always'));
  };
  return { kind, period, when };
}
