import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from '@/screens/venue/ActivationPlanScreen/money';

describe('planned cost amounts', () => {
  it('reads an amount written either language\'s way into minor units', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('1500')).toBe(150_000);
    expect(parseAmount('1500,5')).toBe(150_050);
    expect(parseAmount('12.5')).toBe(1_250);
    expect(parseAmount('1.234,50')).toBe(123_450);
    expect(parseAmount('1,234.50')).toBe(123_450);
    expect(parseAmount('1\u00a0234,05')).toBe(123_405);
    expect(parseAmount('1.500')).toBe(150_000);
    expect(parseAmount('0')).toBe(0);
  });

  it('refuses what is no amount of 0 or more', () => {
    for (const typed of ['-5', 'abc', '12,5 kr', ',5', '1e3', '99999999999999999']) expect(parseAmount(typed), typed).toBeNaN();
  });

  it('writes a stored amount the way the language does, and reads it back', () => {
    expect(amountText(null, 'dan')).toBe('');
    expect(amountText(150_000, 'dan')).toBe('1.500');
    expect(amountText(150_050, 'dan')).toBe('1.500,5');
    expect(amountText(123_405, 'eng')).toBe('1,234.05');
    for (const locale of ['eng', 'dan', 'swe', 'nor', 'fin'] as const) {
      for (const minor of [0, 5, 150_000, 123_405, 99_999_999]) expect(parseAmount(amountText(minor, locale)), `${locale} ${minor}`).toBe(minor);
    }
  });
});
