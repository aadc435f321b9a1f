import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '@/shared/clock';

afterEach(() => {
  clock.set(null);
  vi.useRealTimers();
});

describe('the clock', () => {
  it('follows the system time, so fake timers and faketime move it too', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:50:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-26T03:50:00.000Z');
    vi.setSystemTime(new Date('2026-11-26T03:51:00Z'));
    expect(clock.moment().toISOString()).toBe('2026-11-26T03:51:00.000Z');
  });

  it('stops at the moment set, and follows the system again after set(null)', () => {
    clock.set('2026-03-29T00:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-29T00:30:00.000Z');
    clock.set(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a moment it cannot read', () => {
    expect(() => clock.set('tomorrow-ish')).toThrow(/not a moment/);
  });

  it("gives today's date in a zone: the same instant is two dates around the world", () => {
    clock.set('2026-12-31T23:30:00Z');
    expect(clock.today('Europe/London')).toBe('2026-12-31');
    expect(clock.today('Europe/Copenhagen')).toBe('2027-01-01');
    expect(clock.today('America/New_York')).toBe('2026-12-31');
    expect(clock.moment('Europe/Helsinki').format('YYYY-MM-DD HH:mm')).toBe('2027-01-01 01:30');
  });

  it('keeps the date of a zone across its daylight-saving changes', () => {
    // Copenhagen: 02:00 CET becomes 03:00 CEST on 29 March 2026, 03:00 CEST becomes 02:00 CET on 25 October 2026.
    clock.set('2026-03-29T00:59:00Z');
    expect(clock.moment('Europe/Copenhagen').format('YYYY-MM-DD HH:mm Z')).toBe('2026-03-29 01:59 +01:00');
    clock.set('2026-03-29T01:00:00Z');
    expect(clock.moment('Europe/Copenhagen').format('YYYY-MM-DD HH:mm Z')).toBe('2026-03-29 03:00 +02:00');
    clock.set('2026-10-24T22:30:00Z');
    expect(clock.today('Europe/Copenhagen')).toBe('2026-10-25');
    clock.set('2026-10-25T22:59:00Z');
    expect(clock.today('Europe/Copenhagen')).toBe('2026-10-25');
    clock.set('2026-10-25T23:00:00Z');
    expect(clock.today('Europe/Copenhagen')).toBe('2026-10-26');
  });
});
