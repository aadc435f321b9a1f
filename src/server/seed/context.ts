import type { Db } from '../db/connect';
import type dayjs from '@/shared/dayjs';
import type { Random } from './random';

/** What every part of the seed shares: the database, one random source, the clock's moment and its day. */
export interface SeedContext {
  db: Db;
  random: Random;
  /** The moment the demo is built at (the product's clock); nothing that has happened lies after it. */
  now: dayjs.Dayjs;
  /** The start of `now`'s day, in the process's zone: the demo's dates are counted from it. */
  today: dayjs.Dayjs;
  /**
   * A moment of the past placed at a time of day (say today at 09:00): itself when it has passed, else `now`, so that
   * the demo built at any hour has nothing "done" in the future.
   */
  past(at: dayjs.Dayjs): dayjs.Dayjs;
}
