import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatDateTime, formatMoney, formatTime } from '@/shared/format';

describe('display formats', () => {
  it('dates as DD-MM-YYYY, date-times as DD/MM/YYYY HH:mm, times as HH:mm', () => {
    expect(formatDate('2026-11-21')).toBe('21-11-2026');
    expect(formatDateTime('2026-11-21T20:05:00Z', 'Europe/Copenhagen')).toBe('21/11/2026 21:05');
    expect(formatTime('22:30')).toBe('22:30');
    expect(formatTime('2026-11-21T20:05:00Z', 'Europe/London')).toBe('20:05');
    expect(formatDate(null)).toBe('');
  });
  it('money in Danish format with two decimals', () => {
    expect(formatMoney(123450, 'DKK')).toBe('1.234,50 DKK');
    expect(formatMoney(5, 'EUR')).toBe('0,05 EUR');
  });
  it('thousands above 999 as one-decimal k', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1250)).toBe('1,3k');
    expect(formatCompact(15000)).toBe('15,0k');
  });
});
