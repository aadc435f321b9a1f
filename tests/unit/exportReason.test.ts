import { describe, expect, it } from 'vitest';
import { isExportReason } from '@/shared/guests/accessLog';

describe('an export reason', () => {
  it('counts what is left once the spaces around it are trimmed', () => {
    expect(isExportReason('  ab  ')).toBe(false);
    expect(isExportReason(' abc ')).toBe(true);
  });

  it('holds at most 500 characters', () => {
    expect(isExportReason('x'.repeat(500))).toBe(true);
    expect(isExportReason('x'.repeat(501))).toBe(false);
  });
});
