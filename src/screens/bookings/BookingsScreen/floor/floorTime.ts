import { DEFAULT_START_TIME_OF_DAY, minutesOf } from '@/shared/bookings/night';
import { STEP_MINUTES } from './timelineBars';

const DAY = 24 * 60;

/** A time of day as the floor's field takes it: H:mm or HH:mm. */
export const isTimeOfDay = (value: string) => minutesOf(value) !== null;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The time a quarter of an hour earlier or later, on the quarter (21:07 goes to 21:00 or 21:15), kept inside the night
 * that starts at `startOfDay`: the night's first quarter has no earlier one and its last no later one. An unreadable
 * time steps from the night's start.
 */
export function stepTime(time: string, direction: -1 | 1, startOfDay = DEFAULT_START_TIME_OF_DAY): string {
  const start = minutesOf(startOfDay) ?? minutesOf(DEFAULT_START_TIME_OF_DAY)!;
  const now = minutesOf(time);
  if (now === null) return hhmm(start);
  const intoNight = (now - start + DAY) % DAY;
  const onQuarter = direction === 1 ? Math.floor(intoNight / STEP_MINUTES) * STEP_MINUTES + STEP_MINUTES : Math.ceil(intoNight / STEP_MINUTES) * STEP_MINUTES - STEP_MINUTES;
  const kept = Math.min(DAY - STEP_MINUTES, Math.max(0, onQuarter));
  return hhmm((start + kept) % DAY);
}
