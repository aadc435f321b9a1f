import type { Db } from '../db/connect';
import type dayjs from '@/shared/dayjs';
import type { Random } from './random';

/** What every part of the seed shares: the database, one random source and today's date. */
export interface SeedContext {
  db: Db;
  random: Random;
  today: dayjs.Dayjs;
}
