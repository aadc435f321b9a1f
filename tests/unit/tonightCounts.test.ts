import { describe, expect, it } from 'vitest';
import { ArrivalState } from '@/shared/bookings/states';
import { arrivedCovers } from '@/shared/bookings/tonightAcrossVenues';
import { bandOf } from '@/screens/bookings/TonightAcrossVenuesScreen/scale';

describe('covers arrived', () => {
  it('counts every guest of an arrived or seated booking, the registered ones of a partial arrival, none otherwise', () => {
    expect(arrivedCovers({ guestCount: 6, arrivalState: ArrivalState.Arrived })).toBe(6);
    expect(arrivedCovers({ guestCount: 6, arrivalState: ArrivalState.Seated })).toBe(6);
    expect(arrivedCovers({ guestCount: 6, arrivalState: ArrivalState.PartialArrival, arrivals: [{ numberOfGuests: 2 }, { numberOfGuests: 1 }] })).toBe(3);
    expect(arrivedCovers({ guestCount: 4, arrivalState: ArrivalState.PartialArrival, arrivals: [{ numberOfGuests: 9 }] })).toBe(4);
    for (const state of [ArrivalState.NotArrived, ArrivalState.Delayed, ArrivalState.NoShow, ArrivalState.ArrivedAndRejected]) {
      expect(arrivedCovers({ guestCount: 5, arrivalState: state, arrivals: [{ numberOfGuests: 5 }] })).toBe(0);
    }
  });
});

describe('the heatmap colour bands', () => {
  it('puts a share in its band, the edges in the upper one, and a night without tables in none', () => {
    expect([0, 24.9, 25, 49.9, 50, 74.9, 75, 89.9, 90, 100, 120].map((p) => bandOf(p, 10).key)).toEqual(['b0', 'b0', 'b1', 'b1', 'b2', 'b2', 'b3', 'b3', 'b4', 'b4', 'b4']);
    expect(bandOf(0, 0).key).toBe('none');
  });
});
