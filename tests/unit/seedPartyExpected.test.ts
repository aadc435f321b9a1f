import { describe, expect, it } from 'vitest';
import { ArrivalState, BookingState, ChangeFlag } from '@/shared/bookings/states';
import { keepOnePartyExpected, type SeedBooking } from '@/server/seed/partyExpected';

const created = { changeFlags: ChangeFlag.Created };
const arrivedLog = { changeFlags: ChangeFlag.ArrivalState };

function booking(hour: number, arrivalState: number, overrides: Partial<SeedBooking> = {}): SeedBooking {
  const arrived = arrivalState !== ArrivalState.NotArrived;
  return {
    bookingState: BookingState.VenueConfirmed,
    arrivalState,
    venueTableId: `t${hour}`,
    arrival: new Date(Date.UTC(2026, 10, 28, hour)),
    arrivals: JSON.stringify(arrived ? [{ id: `a${hour}`, numberOfGuests: 4 }] : []),
    changeLog: JSON.stringify(arrived ? [created, arrivedLog] : [created]),
    ...overrides,
  };
}

describe('the demo night under way keeps a party expected', () => {
  it('leaves a night alone when a party has not come, or has come only in part', () => {
    for (const waiting of [ArrivalState.NotArrived, ArrivalState.PartialArrival]) {
      const night = [booking(18, ArrivalState.Arrived), booking(19, waiting), booking(20, ArrivalState.Seated)];
      const before = JSON.stringify(night);
      keepOnePartyExpected(night);
      expect(JSON.stringify(night)).toBe(before);
    }
  });

  it('makes the last party to arrive expected when every party has come, without its arrival or its log entry', () => {
    const night = [booking(21, ArrivalState.Seated), booking(19, ArrivalState.Arrived), booking(20, ArrivalState.Arrived)];
    keepOnePartyExpected(night);
    expect(night.map((b) => b.arrivalState)).toEqual([ArrivalState.NotArrived, ArrivalState.Arrived, ArrivalState.Arrived]);
    expect(JSON.parse(night[0].arrivals)).toEqual([]);
    expect(JSON.parse(night[0].changeLog)).toEqual([created]);
    expect(JSON.parse(night[1].arrivals)).toHaveLength(1);
  });

  it('counts neither cancelled bookings nor requests without a table as parties expected', () => {
    const night = [
      booking(22, ArrivalState.NotArrived, { bookingState: BookingState.CancelledGuest }),
      booking(23, ArrivalState.NotArrived, { bookingState: BookingState.Requested, venueTableId: null }),
      booking(18, ArrivalState.Arrived),
    ];
    keepOnePartyExpected(night);
    expect(night.map((b) => b.arrivalState)).toEqual([ArrivalState.NotArrived, ArrivalState.NotArrived, ArrivalState.NotArrived]);
    expect(JSON.parse(night[2].changeLog)).toEqual([created]);
  });

  it('leaves a night without parties as it is', () => {
    const night = [booking(22, ArrivalState.NotArrived, { bookingState: BookingState.CancelledVenue })];
    keepOnePartyExpected(night);
    expect(night[0].bookingState).toBe(BookingState.CancelledVenue);
  });
});
