import { LOCALES, type LocaleCode } from '@generated/shared/shell';

export type { LocaleCode };
export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[];
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
