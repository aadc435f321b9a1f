import { describe, expect, it } from 'vitest';
import { tablesAt, type FloorBooking } from '@/screens/bookings/BookingsScreen/floor/tableStates';
import { ArrivalState, BookingState } from '@/shared/bookings/states';

const NIGHT_END = new Date('2030-03-13T09:00:00Z');
const at = (time: string) => new Date(`2030-03-12T${time}:00Z`);
const booking = (id: string, tableId: string, arrival: string, more: Partial<FloorBooking> = {}): FloorBooking => ({
  id,
  name: `Guest ${id}`,
  venueTableId: tableId,
  arrival: at(arrival).toISOString(),
  departure: null,
  guestCount: 4,
  arrivedGuests: 0,
  bookingState: BookingState.Reserved,
  arrivalState: ArrivalState.NotArrived,
  ...more,
});
const TABLES = ['t1', 't2', 't3', 'combo', 'walk'];
const partsOf = (id: string) => (id === 'combo' ? ['t1', 't2'] : [id]);
const walkInOnly = (id: string) => id === 'walk';
const statesAt = (bookings: FloorBooking[], time: string) => tablesAt(bookings, partsOf, walkInOnly, TABLES, at(time), NIGHT_END);

describe('tablesAt: what each table is at a moment of the night', () => {
  it('a table without a booking is free, or walk-in only when it is kept for walk-ins', () => {
    const states = statesAt([], '19:00');
    expect(states.get('t1')).toEqual({ state: 'free', booking: null, next: null });
    expect(states.get('walk')!.state).toBe('walkInOnly');
  });

  it('a reservation holds its table from its arrival to its departure, and says which comes next before that', () => {
    const b = booking('b1', 't1', '19:00', { departure: at('21:00').toISOString() });
    expect(statesAt([b], '18:30').get('t1')).toEqual({ state: 'free', booking: null, next: b });
    expect(statesAt([b], '19:00').get('t1')).toMatchObject({ state: 'reserved', booking: b });
    expect(statesAt([b], '19:05').get('t1')!.state).toBe('reserved');
    expect(statesAt([b], '21:00').get('t1')).toEqual({ state: 'free', booking: null, next: null });
  });

  it('guests not come more than five minutes after their arrival are overtime; a delayed party too', () => {
    expect(statesAt([booking('b1', 't1', '19:00')], '19:06').get('t1')!.state).toBe('overtime');
    expect(statesAt([booking('b1', 't1', '19:00', { arrivalState: ArrivalState.Delayed })], '19:30').get('t1')!.state).toBe('overtime');
  });

  it('arrived, partially arrived and seated parties show as such, also when they came before their time', () => {
    expect(statesAt([booking('b1', 't1', '19:00', { arrivalState: ArrivalState.Arrived })], '19:30').get('t1')!.state).toBe('arrived');
    expect(statesAt([booking('b1', 't1', '19:00', { arrivalState: ArrivalState.PartialArrival, arrivedGuests: 2 })], '19:30').get('t1')!.state).toBe('partial');
    expect(statesAt([booking('b1', 't1', '19:00', { arrivalState: ArrivalState.Seated })], '18:45').get('t1')!.state).toBe('seated');
  });

  it('without a departure a booking holds its table to the end of the night', () => {
    expect(statesAt([booking('b1', 't1', '19:00')], '23:59').get('t1')!.booking?.id).toBe('b1');
    expect(tablesAt([booking('b1', 't1', '19:00')], partsOf, walkInOnly, TABLES, NIGHT_END, NIGHT_END).get('t1')!.state).toBe('free');
  });

  it('a combination table holds each of its parts; a booking on a walk-in table shows its booking', () => {
    const combo = booking('c', 'combo', '19:00', { arrivalState: ArrivalState.Seated });
    const walk = booking('w', 'walk', '19:00', { arrivalState: ArrivalState.Seated });
    const states = statesAt([combo, walk], '20:00');
    expect(states.get('t1')!.booking?.id).toBe('c');
    expect(states.get('t2')!.booking?.id).toBe('c');
    expect(states.get('t3')!.state).toBe('free');
    expect(states.get('walk')).toMatchObject({ state: 'seated', booking: walk });
  });

  it('cancelled bookings, requests, no-shows and parties turned away hold no table', () => {
    const gone = [
      booking('a', 't1', '19:00', { bookingState: BookingState.CancelledGuest }),
      booking('b', 't1', '19:00', { bookingState: BookingState.Requested }),
      booking('c', 't1', '19:00', { arrivalState: ArrivalState.NoShow }),
      booking('d', 't1', '19:00', { arrivalState: ArrivalState.ArrivedAndRejected }),
      booking('e', 't1', '19:00', { deleted: '2030-03-12T10:00:00Z' }),
    ];
    expect(statesAt(gone, '19:30').get('t1')).toEqual({ state: 'free', booking: null, next: null });
  });

  it('of two bookings of one table the one whose time it is holds it; the later one is next', () => {
    const early = booking('early', 't1', '17:00', { departure: at('19:00').toISOString(), arrivalState: ArrivalState.Seated });
    const late = booking('late', 't1', '20:00');
    expect(statesAt([late, early], '18:00').get('t1')).toMatchObject({ state: 'seated', booking: early });
    expect(statesAt([late, early], '19:30').get('t1')).toEqual({ state: 'free', booking: null, next: late });
    expect(statesAt([late, early], '20:01').get('t1')).toMatchObject({ state: 'reserved', booking: late });
  });
});
