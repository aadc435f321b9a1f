import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { loadEveryText } from '@/i18n/screenTexts';

/**
 * A text shown in Danish, Swedish, Norwegian or Finnish that is still the English text is an untranslated text,
 * unless every word of it is a name that is never translated or a word that is spelled the same in that language.
 * Both lists are kept short on purpose: a word goes in only when a native reader would write exactly that word.
 */

/** Names shown as they are in every language. */
const NEVER_TRANSLATED = [
  'Venue Portal', // the product's name
  'Cockpit', // the name of the venue dashboard service (docs/decisions.md, "Service names")
  'LIFE', // the name of the operations handbook service
  'CRM', // the name of the guest relations service, an acronym read as such in all five languages
  'Facebook Messenger', // product names of other companies
  'Facebook',
  'Instagram',
  'Messenger',
  'Power BI',
  'SMS', // the acronym is the word in all five languages
  'HTML', // technical formats and standards
  'URL',
  'UTC',
  'PLU', // price look-up number, the till's own term
  'Id', // a record's identifier: 'Id' is the word in all five languages
];

/** Words spelled the same as in English that a native reader writes that way in the language. */
const SAME_WORDS: Record<Exclude<LocaleCode, 'eng'>, string[]> = {
  // "booking" is Danish and Norwegian (Retskrivningsordbogen, Bokmålsordboka) and used throughout both translations.
  dan: [
    'Bar', 'Bartender', 'Booking', 'Budget', 'Cc', 'Cookie', 'Cookies', 'Feedback', 'Finland', 'Format', 'Guide', 'Import',
    'Job', 'Link', 'Logo', 'Maximum', 'Mine', 'Minimum', 'Person', 'Platform', 'Problem', 'Quiz', 'Region', 'Rotation',
    'Score', 'Send', 'Session', 'Spam', 'Standard', 'Start', 'Status', 'Symbol', 'System', 'Tag', 'Tags', 'Terminal', 'Top',
    'Type', 'Under', 'Version', 'Walk-ins',
  ],
  swe: [
    'Bar', 'Bartender', 'Budget', 'Feedback', 'Finland', 'Format', 'Guide', 'Import', 'Logo', 'Maximum', 'Medium',
    'Minimum', 'Order', 'Period', 'Person', 'Position', 'Problem', 'Quiz', 'Region', 'Rotation', 'Session', 'Standard',
    'Status', 'Symbol', 'System', 'Terminal', 'Text', 'Under', 'Version',
  ],
  nor: [
    'Bar', 'Bartender', 'Booking', 'Budget', 'Finland', 'Format', 'Hard', 'Import', 'Logo', 'Medium', 'Mine', 'Minimum',
    'Person', 'Problem', 'Quiz', 'Region', 'Send', 'Standard', 'Start', 'Status', 'Symbol', 'System', 'Terminal', 'Tips',
    'Type', 'Under', 'Walk-ins',
  ],
  fin: ['Idea', 'Logo'],
};

function flatten(messages: Messages, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWords = (words: string[]) => new RegExp(`(?<![\\p{L}\\d])(?:${words.map(escape).join('|')})(?![\\p{L}\\d])`, 'giu');

/** What is left of a text once its placeholders and its allowed words are taken out: a word of two letters or more is English. */
function englishLeft(text: string, allowed: RegExp): string | undefined {
  const left = text.replace(/%\{[^}]+\}/g, ' ').replace(allowed, ' ');
  return /\p{L}{2,}/u.test(left) ? text : undefined;
}

const english = flatten(await loadEveryText('eng'));

describe.each(LOCALE_CODES.filter((l): l is Exclude<LocaleCode, 'eng'> => l !== 'eng'))('%s', (locale) => {
  it('translates every text that is English', async () => {
    const translated = flatten(await loadEveryText(locale));
    const allowed = asWords([...NEVER_TRANSLATED, ...SAME_WORDS[locale]]);
    const untranslated = Object.entries(translated)
      .filter(([key, text]) => text === english[key] && englishLeft(text, allowed))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});

describe('the check itself', () => {
  const allowed = asWords([...NEVER_TRANSLATED, ...SAME_WORDS.dan]);

  it('lets placeholders, numbers, punctuation, names and same-spelled words through', () => {
    for (const text of ['%{name}', '%{from} – %{to}', 'H%{half} %{year}', '%{value}k', 'Venue Portal', 'Power BI', 'Status', 'Minimum %', 'Send %{number}']) {
      expect(englishLeft(text, allowed), text).toBeUndefined();
    }
  });

  it('catches an English word, alone or beside an allowed one', () => {
    for (const text of ['Venue', 'To-dos', 'Status of the night', 'Event %{name}', 'Venue Portaling', 'Facebook page']) {
      expect(englishLeft(text, allowed), text).toBe(text);
    }
  });
});
