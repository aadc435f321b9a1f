import { describe, expect, it } from 'vitest';
import { periodLabelParts, periodOf, periodsInYear } from '@/shared/meetingPeriods';
import { monthName } from '@/shared/monthName';

describe('meeting periods', () => {
  it('count ISO weeks and fortnights by ISO week-year', () => {
    expect(periodOf('Weekly', '2025-12-29')).toEqual({ year: 2026, period: 1 });
    expect(periodOf('Weekly', '2027-01-01')).toEqual({ year: 2026, period: 53 });
    expect(periodOf('BiWeekly', '2026-03-09')).toEqual({ year: 2026, period: 6 });
    expect(periodOf('BiWeekly', '2027-01-01')).toEqual({ year: 2026, period: 27 });
  });
  it('count months, quarters, halves and years by the calendar', () => {
    expect(periodOf('Monthly', '2026-03-31')).toEqual({ year: 2026, period: 3 });
    expect(periodOf('Quarterly', '2026-04-01')).toEqual({ year: 2026, period: 2 });
    expect(periodOf('Quarterly', '2026-12-31')).toEqual({ year: 2026, period: 4 });
    expect(periodOf('BiAnnually', '2026-06-30')).toEqual({ year: 2026, period: 1 });
    expect(periodOf('BiAnnually', '2026-07-01')).toEqual({ year: 2026, period: 2 });
    expect(periodOf('Annually', '2026-07-01')).toEqual({ year: 2026, period: 1 });
  });
  it('label a period by its type', () => {
    expect(periodLabelParts('Weekly', { year: 2026, period: 12 })).toEqual({ kind: 'week', week: 12, year: 2026 });
    expect(periodLabelParts('BiWeekly', { year: 2026, period: 27 })).toEqual({ kind: 'weeks', from: 53, to: 53, year: 2026 });
    expect(periodLabelParts('BiWeekly', { year: 2025, period: 3 })).toEqual({ kind: 'weeks', from: 5, to: 6, year: 2025 });
    expect(periodLabelParts('Monthly', { year: 2026, period: 3 })).toEqual({ kind: 'month', month: 3, year: 2026 });
    expect(periodLabelParts('Quarterly', { year: 2026, period: 1 })).toEqual({ kind: 'quarter', quarter: 1, year: 2026 });
    expect(periodLabelParts('BiAnnually', { year: 2026, period: 2 })).toEqual({ kind: 'half', half: 2, year: 2026 });
    expect(periodLabelParts('Annually', { year: 2026, period: 1 })).toEqual({ kind: 'year', year: 2026 });
    expect(periodsInYear('Weekly', 2026)).toBe(53);
    expect(periodsInYear('BiWeekly', 2025)).toBe(26);
  });
  it('name months in the user\'s language', () => {
    expect(monthName(3, 'eng')).toBe('March');
    expect(monthName(3, 'dan')).toBe('Marts');
    expect(monthName(10, 'fin')).toBe('Lokakuu');
  });
});
