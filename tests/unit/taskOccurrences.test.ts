import { describe, expect, it } from 'vitest';
import { occursOn } from '@/server/domain/venue/taskOccurrences';
import { isoWeekStart, weeksInYear } from '@/shared/dayjs';

describe('when a venue task falls', () => {
  it('a one-off task on its own date', () => {
    expect(occursOn({ date: '2026-11-18', repeat: 'none', skippedDates: [] }, '2026-11-18')).toBe(true);
    expect(occursOn({ date: '2026-11-18', repeat: 'none', skippedDates: [] }, '2026-11-19')).toBe(false);
  });
  it('a daily task from its date on, except moved dates', () => {
    const task = { date: '2026-11-18', repeat: 'daily' as const, skippedDates: ['2026-11-20'] };
    expect(occursOn(task, '2026-11-17')).toBe(false);
    expect(occursOn(task, '2026-11-19')).toBe(true);
    expect(occursOn(task, '2026-11-20')).toBe(false);
  });
  it('a weekly task on the same weekday', () => {
    const task = { date: '2026-11-16', repeat: 'weekly' as const, skippedDates: null };
    expect(occursOn(task, '2026-11-23')).toBe(true);
    expect(occursOn(task, '2026-11-24')).toBe(false);
  });
});

describe('ISO weeks', () => {
  it('start on Monday', () => {
    expect(isoWeekStart(2026, 47).format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(isoWeekStart(2021, 1).format('YYYY-MM-DD')).toBe('2021-01-04');
  });
  it('number 52 or 53 a year', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2027)).toBe(52);
  });
});
