import { useTranslate } from 'react-admin';
import { BOOKING_TYPE_PREFIX, BookingTagType } from '@/shared/bookings/tags';
import type { BookingResult } from '../../../shared/BookingKit/queries';
import { text } from '../texts';

const WALK_IN_TAG = `${BOOKING_TYPE_PREFIX}${BookingTagType.WalkIn}`;

/** How a booking is named on the floor and the timeline: its guest, else "Walk-in party" for a walk-in, else "No name". */
export function useNameOf() {
  const translate = useTranslate();
  return (r: BookingResult) => r.bookingCustomer?.name || translate(text(r.booking.tags?.includes(WALK_IN_TAG) ? 'floor.walkIn' : 'floor.noName'));
}
