import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml, sanitizePlainText, sanitizeRichText } from '@/server/sanitize';

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
  it('keeps email layouts and placeholders, and removes what could run', () => {
    const html =
      '<table width="600" cellpadding="0" bgcolor="#ffffff" style="border-collapse:collapse"><tr><td align="center" style="padding:24px;background-color:#1b1b1b;font-family:Arial, sans-serif">' +
      '<h1>Hi {{guest_first_name}}</h1><img src="{{venue_logo_url}}" alt="logo" width="120"><a href="{{guest_unsubscribe_url}}">Unsubscribe</a>' +
      '<a href="javascript:alert(1)" onclick="x()">bad</a><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<div style="width:expression(alert(1))">x</div></td></tr></table>';
    const clean = sanitizeEmailHtml(html);
    expect(clean).toContain('<table width="600" cellpadding="0" bgcolor="#ffffff" style="border-collapse:collapse">');
    expect(clean).toContain('<td align="center" style="padding:24px;background-color:#1b1b1b;font-family:Arial, sans-serif">');
    expect(clean).toContain('Hi {{guest_first_name}}');
    expect(clean).toContain('src="{{venue_logo_url}}"');
    expect(clean).toContain('href="{{guest_unsubscribe_url}}"');
    expect(clean).not.toMatch(/script|onclick|javascript|iframe|expression/);
  });
});
