import { afterAll, beforeAll, inject } from 'vitest';
import { clock } from '@/shared/clock';
import dayjs from '@/shared/dayjs';

/** The moment the seeded template database's demo was built around (see globalSetup). */
export const seededAt = (): Date => new Date(inject('seededAt'));

let pinnedAt: Date | null = null;

/** The moment `pinClock` stopped the clock at, while the file that pinned it runs. */
export const pinnedMoment = (): Date | null => pinnedAt;

/**
 * Stops the product's clock at a moment for the whole test file and lets it run again afterwards. Returns the moment,
 * for the test to count its dates from. A file that reads the demo's "today" (tonight's bookings, this year's plan)
 * stops it at `seededAt()`: the demo and the server then agree on the day, at whatever hour the run started.
 */
export function pinClock(at: Date | string): dayjs.Dayjs {
  const moment = dayjs(at);
  if (!moment.isValid()) throw new Error(`pinClock: not a moment: ${String(at)}`);
  beforeAll(() => {
    pinnedAt = moment.toDate();
    clock.set(pinnedAt);
  });
  afterAll(() => {
    pinnedAt = null;
    clock.set(null);
  });
  return moment;
}
