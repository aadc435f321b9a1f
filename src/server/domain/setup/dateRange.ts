import dayjs from '@/shared/dayjs';
import { badRequest } from '../../api/errors';

/** The most nights one list call answers (the bookings of a night list, guest lists, venue notes, events). */
export const MAX_NIGHTS = 62;

/** A from-date and to-date (YYYY-MM-DD) of a list: in order and at most MAX_NIGHTS apart, so no list is unbounded. */
export function assertDateRange(from: string, to: string) {
  if (to < from) throw badRequest('query.to-date', 'must not be before from-date');
  if (dayjs.utc(to).diff(dayjs.utc(from), 'day') > MAX_NIGHTS) throw badRequest('query.to-date', `must be at most ${MAX_NIGHTS} nights after from-date`);
}
