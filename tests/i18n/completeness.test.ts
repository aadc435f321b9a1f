import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { loadEveryText } from '@/i18n/screenTexts';

/** Every visible text of the portal (react-admin's, the schema's, the shell's and each screen's) in every locale. */

function flatten(messages: Messages, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const english = flatten(await loadEveryText('eng'));
const bundles = Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (l) => [l, flatten(await loadEveryText(l))] as const)));

describe.each(LOCALE_CODES.filter((l) => l !== 'eng'))('%s', (locale) => {
  const translated = bundles[locale];

  it('has a text for every English key and no other keys', () => {
    expect(Object.keys(translated).filter((k) => !(k in english))).toEqual([]);
    expect(Object.keys(english).filter((k) => !(k in translated))).toEqual([]);
  });

  it('keeps placeholders and plural forms', () => {
    for (const [key, text] of Object.entries(english)) {
      if (!(key in translated)) continue;
      expect(placeholders(translated[key]), key).toEqual(placeholders(text));
      expect(translated[key].includes('||||'), key).toBe(text.includes('||||'));
    }
  });

  it('has no empty texts where English has one', () => {
    expect(Object.entries(translated).filter(([key, text]) => !text.trim() && english[key]?.trim())).toEqual([]);
  });
});
