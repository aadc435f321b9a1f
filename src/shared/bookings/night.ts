import dayjs, { DATE_FORMAT } from '../dayjs';

/** A venue's nights: each starts at the venue's start time of day (default 10:00, venue time zone) and lasts one day. */

export const DEFAULT_START_TIME_OF_DAY = '10:00';

export interface VenueClock {
  timeZone: string;
  startTimeOfDay?: string | null;
}

const TIME = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of an H:mm or HH:mm time, or null. */
export function minutesOf(time: string | null | undefined): number | null {
  const m = TIME.exec((time ?? '').trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

const start = (clock: VenueClock) => clock.startTimeOfDay || DEFAULT_START_TIME_OF_DAY;

/**
 * The night window of a date: from the date at the start time of day (venue time) to the next date's start, which is
 * 23 or 25 hours later when the clocks change in between. (Adding a day to a dayjs value in a zone keeps its UTC
 * offset, so each end is read in the zone on its own.)
 */
export function nightWindow(date: string, clock: VenueClock): { from: Date; to: Date } {
  const startOn = (day: string) => dayjs.tz(`${day} ${start(clock)}`, 'YYYY-MM-DD HH:mm', clock.timeZone).toDate();
  return { from: startOn(date), to: startOn(dayjs(date).add(1, 'day').format(DATE_FORMAT)) };
}

/** The night (YYYY-MM-DD) an instant belongs to at a venue. */
export function nightOf(instant: Date | string, clock: VenueClock): string {
  const local = dayjs(instant).tz(clock.timeZone);
  const minutes = local.hour() * 60 + local.minute();
  return (minutes < (minutesOf(start(clock)) ?? 600) ? local.subtract(1, 'day') : local).format(DATE_FORMAT);
}

/** The instant a time of day falls at in a night: before the start time of day it is on the next calendar day. */
export function atNight(date: string, time: string, clock: VenueClock): Date {
  const minutes = minutesOf(time) ?? 0;
  const day = minutes < (minutesOf(start(clock)) ?? 600) ? dayjs(date).add(1, 'day').format(DATE_FORMAT) : date;
  return dayjs.tz(`${day} ${time.padStart(5, '0')}`, 'YYYY-MM-DD HH:mm', clock.timeZone).toDate();
}

/**
 * Reads the date of a night from what clients send: a date (YYYY-MM-DD) or the night window's start, which the
 * specification sends as the chosen date at midnight UTC (an ISO instant): its UTC date is the night.
 */
export function parseNightDate(value: string): string | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayjs(text, DATE_FORMAT, true).isValid() ? text : null;
  const instant = dayjs(text);
  return instant.isValid() ? instant.utc().format(DATE_FORMAT) : null;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of an instant in the venue's time zone (HH:mm), empty for one that is not a date. One formatter per zone:
 * the floor and the timeline of a busy night write hundreds of times, and a dayjs zone conversion costs a new one each.
 */
export function venueTime(instant: Date | string, clock: VenueClock): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  let format = clockFormats.get(clock.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: clock.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(clock.timeZone, format);
  }
  return format.format(date);
}
