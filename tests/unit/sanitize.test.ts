import { describe, expect, it } from 'vitest';
import { sanitizePlainText, sanitizeRichText } from '@/server/sanitize';

describe('sanitising', () => {
  it('keeps formatting and removes scripts, handlers and javascript links', () => {
    const html = '<p style="text-align:center">Hi <b>team</b><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://x.example.com">ok</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<b>team</b>');
    expect(clean).toContain('text-align:center');
    expect(clean).not.toMatch(/script|onerror|javascript/);
    expect(clean).toContain('<a href="https://x.example.com" target="_blank" rel="noopener noreferrer">ok</a>');
  });
  it('turns markup into plain text for comments', () => {
    expect(sanitizePlainText('Great night! <img src=x onerror=alert(1)> <b>5 & 6</b>')).toBe('Great night!  5 & 6');
  });
});
