import dayjs from '@/shared/dayjs';
import type { RequestContext } from '../../api/context';
import { badRequest } from '../../api/errors';
import { venueDetailsOrThrow } from './venueData';

/** The most nights one list call answers (the bookings of a night list, guest lists, venue notes, events). */
export const MAX_NIGHTS = 62;

/** A from-date and to-date (YYYY-MM-DD) of a list: in order and at most MAX_NIGHTS apart, so no list is unbounded. */
function assertDateRange(from: string, to: string) {
  if (to < from) throw badRequest('query.to-date', 'must not be before from-date');
  if (dayjs.utc(to).diff(dayjs.utc(from), 'day') > MAX_NIGHTS) throw badRequest('query.to-date', `must be at most ${MAX_NIGHTS} nights after from-date`);
}

/** The query of a venue's list by nights (guest lists, venue notes, events). */
export interface VenueNightsQuery {
  'venue-details-id': string;
  'from-date': string;
  'to-date': string;
}

/** What such a list asks, checked before anything is read: a venue the person may see, and a bounded range of dates. */
export async function venueNightsAsked(ctx: RequestContext, query: VenueNightsQuery): Promise<{ venueId: string; from: string; to: string }> {
  await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  assertDateRange(query['from-date'], query['to-date']);
  return { venueId: query['venue-details-id'], from: query['from-date'], to: query['to-date'] };
}
