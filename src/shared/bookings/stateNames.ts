/**
 * The English names of a booking's states and arrival states, for the documents the server prints (the night's
 * reservations, a guest's data export); the screens take theirs from the translations.
 */
export const BOOKING_STATES: Record<number, string> = { 1: 'Reserved', 2: 'Guest confirmed', 3: 'Venue confirmed', 4: 'Venue cancelled', 5: 'Guest cancelled', 7: 'Requested', 8: 'Requested rejected' };
export const ARRIVAL_STATES: Record<number, string> = { 0: 'Not arrived', 5: 'Rejected on arrival', 10: 'Arrived', 12: 'Partially arrived', 15: 'Seated', 80: 'Delayed', 90: 'No show' };
