import type { venueInfoApi } from '@generated/client/api/venueInfo';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { clock } from '@/shared/clock';

export type OpeningHours = Awaited<ReturnType<typeof venueInfoApi.getOpeningHours>>;
type Entry = OpeningHours['openingHours'][number];
export type Weekday = Entry['weekday'];

export const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** A weekday as the form and the view show it. */
export interface DayHours {
  weekday: Weekday;
  closed: boolean;
  opens: string | null;
  closes: string | null;
}

/** One row per weekday, Monday first; a day without an entry is open with no times yet. */
export function weekRows(entries: Entry[]): DayHours[] {
  return WEEKDAYS.map((weekday) => {
    const entry = entries.find((e) => e.weekday === weekday);
    return { weekday, closed: Boolean(entry?.closed), opens: entry?.opens ?? null, closes: entry?.closes ?? null };
  });
}

/** What a save sends: every weekday, without times on closed days. */
export function toSaveBody(rows: DayHours[]): { openingHours: DayHours[] } {
  return {
    openingHours: rows.map((row) => ({
      weekday: row.weekday,
      closed: Boolean(row.closed),
      opens: row.closed ? null : (row.opens ?? null),
      closes: row.closed ? null : (row.closes ?? null),
    })),
  };
}

const TIME = 'HH:mm';

/**
 * A day's opening and closing times, entered as wall-clock times in the venue's zone, as they read in another zone.
 * A closing time before the opening time is on the next day. The weekday of the current week is used, so the
 * conversion follows the daylight-saving offsets in force this week.
 */
export function inTimeZone(weekday: Weekday, opens: string, closes: string, venueZone: string, targetZone: string, reference = clock.moment()) {
  const openDay = reference.isoWeekday(weekday).format(DATE_FORMAT);
  const closeDay = closes < opens ? dayjs(openDay).add(1, 'day').format(DATE_FORMAT) : openDay;
  const convert = (date: string, time: string) => dayjs.tz(`${date} ${time}`, `${DATE_FORMAT} ${TIME}`, venueZone).tz(targetZone).format(TIME);
  return { opens: convert(openDay, opens), closes: convert(closeDay, closes) };
}
