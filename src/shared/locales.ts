/**
 * The five content and interface languages, in the order the language dropdowns show them: the schema's shell lists
 * them (schema/shell/shell.ts), and the browser and the identity provider's pages speak them.
 */
export const LOCALES = [
  { code: 'eng', name: 'English', bcp47: 'en-GB' },
  { code: 'dan', name: 'Dansk', bcp47: 'da-DK' },
  { code: 'swe', name: 'Svenska', bcp47: 'sv-SE' },
  { code: 'nor', name: 'Norsk', bcp47: 'nb-NO' },
  { code: 'fin', name: 'Suomi', bcp47: 'fi-FI' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];
export const DEFAULT_LOCALE: LocaleCode = 'eng';

/** The BCP 47 tag of a locale, for Intl, dayjs and the identity provider's `ui_locales`. */
export function bcp47(locale: LocaleCode): string {
  return LOCALES.find((l) => l.code === locale)?.bcp47 ?? 'en-GB';
}

/** The portal's locale closest to a list of language tags (the browser's languages, `ui_locales`, Accept-Language). */
export function localeFromBrowser(languages: readonly string[]): LocaleCode {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'da') return 'dan';
    if (base === 'sv') return 'swe';
    if (base === 'nb' || base === 'nn' || base === 'no') return 'nor';
    if (base === 'fi') return 'fin';
    if (base === 'en') return 'eng';
  }
  return DEFAULT_LOCALE;
}
