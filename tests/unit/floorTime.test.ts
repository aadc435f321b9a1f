import { describe, expect, it } from 'vitest';
import { isTimeOfDay, stepTime } from '@/screens/bookings/BookingsScreen/floor/floorTime';

describe("the floor's time steps", () => {
  it('moves to the next or the previous quarter of an hour, from a time on the quarter or between two', () => {
    expect(stepTime('20:00', 1)).toBe('20:15');
    expect(stepTime('20:00', -1)).toBe('19:45');
    expect(stepTime('21:07', 1)).toBe('21:15');
    expect(stepTime('21:07', -1)).toBe('21:00');
  });

  it('goes on past midnight, since the night does', () => {
    expect(stepTime('23:45', 1, '10:00')).toBe('00:00');
    expect(stepTime('00:00', -1, '10:00')).toBe('23:45');
    expect(stepTime('02:50', 1, '10:00')).toBe('03:00');
  });

  it("stays inside the night: its first quarter has no earlier one, its last no later one", () => {
    expect(stepTime('10:00', -1, '10:00')).toBe('10:00');
    expect(stepTime('09:45', 1, '10:00')).toBe('09:45');
    expect(stepTime('09:52', 1, '10:00')).toBe('09:45');
    expect(stepTime('16:00', -1, '16:00')).toBe('16:00');
    expect(stepTime('16:10', -1, '16:00')).toBe('16:00');
  });

  it("starts from the night's start when the field holds no readable time", () => {
    expect(stepTime('', 1, '16:00')).toBe('16:00');
    expect(stepTime('25:00', -1)).toBe('10:00');
  });

  it('reads H:mm and HH:mm and nothing else (the field drops spaces around what is typed)', () => {
    for (const ok of ['0:00', '9:30', '09:30', '23:59']) expect(isTimeOfDay(ok)).toBe(true);
    for (const bad of ['', '24:00', '12:60', '12:5', '1230', '12.30']) expect(isTimeOfDay(bad)).toBe(false);
  });
});
