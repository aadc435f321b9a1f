import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, formatSigned } from '@/shared/numbers';

// Intl puts a no-break space before the Danish, Swedish, Norwegian and Finnish per cent sign and between thousands.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the chosen language', () => {
  it('writes a share in per cent as each language does', () => {
    expect(plain(formatPercent(72.5, 'dan'))).toBe('72,5 %');
    expect(formatPercent(72.5, 'eng')).toBe('72.5%');
    expect(plain(formatPercent(72.5, 'swe'))).toBe('72,5 %');
    expect(plain(formatPercent(72.5, 'nor'))).toBe('72,5 %');
    expect(plain(formatPercent(72.5, 'fin'))).toBe('72,5 %');
    expect(plain(formatPercent(100, 'dan'))).toBe('100 %');
    expect(plain(formatPercent(0, 'dan'))).toBe('0 %');
    expect(plain(formatPercent(33.333, 'dan'))).toBe('33,3 %');
    expect(formatPercent(33.333, 'eng', 0)).toBe('33%');
  });

  it('keeps the per cent sign on the number when a line wraps', () => {
    expect(formatPercent(72.5, 'dan')).toBe('72,5\u00a0%');
  });

  it('writes decimals with the language separators', () => {
    expect(formatDecimal(1234.5, 'dan')).toBe('1.234,5');
    expect(formatDecimal(1234.5, 'eng')).toBe('1,234.5');
    expect(plain(formatDecimal(1234.5, 'fin'))).toBe('1 234,5');
    expect(formatDecimal(2.25, 'dan', 2)).toBe('2,25');
    expect(formatDecimal(7, 'dan')).toBe('7');
  });

  it('writes points with a sign, a real minus and one decimal at most', () => {
    expect(['eng', 'dan'].map((l) => [5, -10, 0, 2.25, -2.5].map((p) => formatSigned(p, l as 'eng' | 'dan')))).toEqual([
      ['+5', '\u221210', '0', '+2.3', '\u22122.5'],
      ['+5', '\u221210', '0', '+2,3', '\u22122,5'],
    ]);
    expect(formatSigned(-0.04, 'dan')).toBe('0');
  });
});
