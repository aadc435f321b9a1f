import { describe, expect, it } from 'vitest';
import { businessDay, firstFreeReportDay } from '@/shared/eodDays';

describe('the business day of an end-of-day report', () => {
  it('is the previous day before 06:00 in the venue, not in the browser', () => {
    // 04:30 in Copenhagen is still the night of the 19th; 05:30 in London (06:30 in Copenhagen) too.
    expect(businessDay(new Date('2026-11-20T03:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-19');
    expect(businessDay(new Date('2026-11-20T05:30:00Z'), 'Europe/London')).toBe('2026-11-19');
    expect(businessDay(new Date('2026-11-20T05:30:00Z'), 'Europe/Copenhagen')).toBe('2026-11-20');
  });
});

describe('the day a new report proposes', () => {
  it('is the current business day when it has no report', () => {
    expect(firstFreeReportDay('2026-11-20', ['2026-11-19', '2026-11-18'], 30)).toBe('2026-11-20');
  });
  it('is the latest day without a report when the current one has one', () => {
    expect(firstFreeReportDay('2026-11-20', ['2026-11-20', '2026-11-19', '2026-11-17'], 30)).toBe('2026-11-18');
  });
  it('stays on the current business day when every day it looks at has a report (the server then says why)', () => {
    const every = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 10, 20 - i)).toISOString().slice(0, 10));
    expect(firstFreeReportDay('2026-11-20', every, 9)).toBe('2026-11-20');
    expect(firstFreeReportDay('2026-11-20', every, 10)).toBe('2026-11-10');
  });
});
