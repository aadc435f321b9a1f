import type { TranslateFunction } from 'react-admin';
import { localTime } from '../../shared/BookingKit/night';
import type { BookingResult } from '../../shared/BookingKit/queries';
import { text } from './texts';

type Booking = BookingResult['booking'];

/** When the booking starts and, if set, ends, in the venue's time. */
export const timeRange = (b: Booking, timeZone: string): string => `${localTime(b.arrival, { timeZone })}${b.departure ? `–${localTime(b.departure, { timeZone })}` : ''}`;

/** The party's size, or how many of it have arrived once some have. */
export const guestsOf = (b: Booking, translate: TranslateFunction): string =>
  b.arrivedGuests ? translate(text('list.arrivedOf'), { arrived: b.arrivedGuests, total: b.guestCount ?? 0 }) : String(b.guestCount ?? '');
