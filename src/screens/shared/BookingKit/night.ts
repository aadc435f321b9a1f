import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { atNight, nightOf, venueTime, type VenueClock } from '@/shared/bookings/night';
import { clock } from '@/shared/clock';

/** The night now belongs to at the venue. */
export const currentNight = (venue: VenueClock, now = clock.now()) => nightOf(now, venue);

export const shiftNight = (night: string, days: number) => dayjs(night).add(days, 'day').format(DATE_FORMAT);

/** An ISO instant for a time of day (HH:mm, venue time) in a night; times before the start of the night are after midnight. */
export const instantAt = (night: string, time: string, clock: VenueClock) => atNight(night, time, clock).toISOString();

/** The venue's local time of an instant. */
export const localTime = (instant: string | null | undefined, clock: VenueClock) => (instant ? venueTime(instant, clock) : '');

/** The night window the specification sends: the date at midnight UTC and one day later. */
export const nightWindowQuery = (night: string) => ({ 'from-date': `${night}T00:00:00.000Z`, 'to-date': `${shiftNight(night, 1)}T00:00:00.000Z` });
