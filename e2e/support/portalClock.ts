import { VENUES } from '../../src/server/seed/places';
import type { Page } from './test';

const DAY_MS = 86_400_000;

/**
 * The moment the portal's server reads from its clock (the Date header of its answer), which is the clock the demo was
 * seeded by. Under a moved clock (faketime) it is the moved one, whatever the journey's own process or zone says.
 */
export async function portalNow(page: Page): Promise<Date> {
  const response = await page.request.get('/healthz');
  const date = response.headers()['date'];
  if (!date) throw new Error('The portal answered without a Date header');
  return new Date(date);
}

/** A demo venue's IANA time zone, in which its days and weeks are counted. */
export function venueZone(venueId: string): string {
  const venue = VENUES.find((v) => v.id === venueId);
  if (!venue) throw new Error(`No demo venue ${venueId}`);
  return venue.timeZone;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a zone. */
export const dayIn = (timeZone: string, at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A calendar day some days on (or back, when negative). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO week a calendar day is in, with its Monday. */
export function isoWeekOf(day: string): { year: number; week: number; monday: string } {
  const date = Date.parse(`${day}T00:00:00Z`);
  const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * DAY_MS;
  // An ISO week belongs to the year its Thursday is in, and week 1 holds that year's first Thursday.
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week, monday: new Date(monday).toISOString().slice(0, 10) };
}
