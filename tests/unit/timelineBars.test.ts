import { describe, expect, it } from 'vitest';
import { barsOf, minutesMoved, timelineWindow } from '@/screens/bookings/BookingsScreen/floor/timelineBars';
import type { FloorBooking } from '@/screens/bookings/BookingsScreen/floor/tableStates';
import { BookingState } from '@/shared/bookings/states';

const at = (time: string, day = 12) => new Date(`2030-03-${day}T${time}:00Z`);
const NIGHT_END = at('09:00', 13);
const booking = (id: string, tableId: string, from: string, to: string | null, more: Partial<FloorBooking> = {}): FloorBooking => ({
  id,
  name: id,
  venueTableId: tableId,
  arrival: at(from).toISOString(),
  departure: to ? at(to).toISOString() : null,
  guestCount: 2,
  arrivedGuests: 0,
  bookingState: BookingState.Reserved,
  arrivalState: 0,
  ...more,
});
const partsOf = (id: string) => (id === 'combo' ? ['t1', 't2'] : [id]);

describe('timeline bars', () => {
  it('draws a booking from arrival to departure, or to the end of the night, and leaves out those holding no table', () => {
    const bars = barsOf([booking('a', 't1', '19:00', '21:00'), booking('b', 't2', '20:00', null), booking('c', 't3', '19:00', '20:00', { bookingState: BookingState.CancelledGuest }), booking('d', '', '19:00', null, { venueTableId: null })], partsOf, NIGHT_END);
    expect(bars.map((b) => [b.booking.id, b.tableId, b.start, b.end])).toEqual([
      ['a', 't1', at('19:00').getTime(), at('21:00').getTime()],
      ['b', 't2', at('20:00').getTime(), NIGHT_END.getTime()],
    ]);
  });

  it('marks bookings that share a table at overlapping times as clashing, a combination table with its parts too', () => {
    const bars = barsOf([booking('a', 't1', '19:00', '21:00'), booking('b', 't1', '20:30', '22:00'), booking('c', 't1', '22:00', '23:00'), booking('d', 'combo', '22:30', '23:30'), booking('e', 't3', '19:00', '23:00')], partsOf, NIGHT_END);
    const clashes = Object.fromEntries(bars.map((b) => [b.booking.id, b.clashes]));
    expect(clashes).toEqual({ a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: [] });
  });

  it('shows whole hours from 16:00 to 02:00 at least, wider when bookings lie outside, never past the end of the night', () => {
    const usual = { from: at('16:00'), to: at('02:00', 13) };
    expect(timelineWindow([], usual, NIGHT_END)).toEqual({ from: at('16:00').getTime(), to: at('02:00', 13).getTime() });
    expect(timelineWindow([booking('a', 't1', '14:30', null), booking('b', 't1', '03:10', '04:20')].map((b) => (b.id === 'b' ? { ...b, arrival: at('03:10', 13).toISOString(), departure: at('04:20', 13).toISOString() } : b)), usual, NIGHT_END)).toEqual({
      from: at('14:00').getTime(),
      to: at('05:00', 13).getTime(),
    });
  });

  it('turns a sideways drag into whole steps of 15 minutes', () => {
    const span = 10 * 3_600_000;
    expect(minutesMoved(100, 600, span)).toBe(105);
    expect(minutesMoved(-12, 600, span)).toBe(-15);
    expect(minutesMoved(5, 600, span)).toBe(0);
    expect(minutesMoved(50, 0, span)).toBe(0);
  });
});
