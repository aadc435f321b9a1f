import i18next, { type i18n as I18n } from 'i18next';
import type { I18nProvider } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { DAYJS_LOCALE } from './dayjsLocales';
import { bcp47, DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales';
import { loadMessages, type Messages } from './messages';
import { loadScreenTexts } from './screenTexts';

const NAMES: Record<LocaleCode, string> = { eng: 'English', dan: 'Dansk', swe: 'Svenska', nor: 'Norsk', fin: 'Suomi' };

/** Dates and the page's language follow the chosen locale: screen readers and spelling read `<html lang>`. */
function followLocale(locale: LocaleCode): void {
  dayjs.locale(DAYJS_LOCALE[locale] ?? 'en-gb');
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47(locale);
}

/**
 * An i18next instance interpolating react-admin's `%{name}` placeholders, with the texts of the given locales
 * (English is always among them: it is the fallback).
 */
export function createI18n(locale: LocaleCode, bundles: Partial<Record<LocaleCode, Messages>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(Object.entries(bundles).map(([code, messages]) => [code, { translation: messages }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALE_CODES,
    load: 'currentOnly',
    initAsync: false,
    nsSeparator: false,
    keySeparator: '.',
    returnNull: false,
    interpolation: { prefix: '%{', suffix: '}', escapeValue: false },
    showSupportNotice: false,
  });
  followLocale(locale);
  return instance;
}

/**
 * An i18next instance for the locale, with its texts and the English fallback loaded: the shell's, and the screens' of
 * the code loaded so far (more come with each screen, `screenTextsReady`).
 */
export async function loadI18n(locale: LocaleCode): Promise<I18n> {
  const locales = [...new Set<LocaleCode>([DEFAULT_LOCALE, locale])];
  const bundles = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const)));
  const instance = createI18n(locale, bundles);
  await loadScreenTexts(instance, locales);
  return instance;
}

/** Picks the singular or plural part of a react-admin `one |||| many` message. */
function pluralPart(text: string, count: unknown): string {
  if (!text.includes('||||')) return text;
  const parts = text.split('||||').map((p) => p.trim());
  return typeof count === 'number' && count === 1 ? parts[0] : (parts[1] ?? parts[0]);
}

/** The react-admin i18n provider over i18next; a language's texts load when it is first chosen. `onChange` persists the choice. */
export function createI18nProvider(instance: I18n, onChange?: (locale: LocaleCode) => void): I18nProvider {
  // Every label is translated on every render; on a long form (a list of questions) i18next's lookup and interpolation
  // took over a second of one render. A text without values is the same until the language changes.
  const plainTexts = new Map<string, string>();
  // A screen's texts arrive with the screen; a text asked for before would otherwise stay its key.
  instance.store.on('added', () => plainTexts.clear());
  return {
    translate(key, options = {}) {
      const { _: fallback, smart_count: count, ...values } = options as Record<string, unknown>;
      if (typeof key !== 'string' || !key) return '';
      const plain = count === undefined && Object.keys(values).length === 0 ? `${key}\u0000${typeof fallback === 'string' ? fallback : ''}` : null;
      const known = plain === null ? undefined : plainTexts.get(plain);
      if (known !== undefined) return known;
      const exists = instance.exists(key);
      const raw = exists ? instance.t(key, { ...values, smart_count: count }) : typeof fallback === 'string' ? fallback : key;
      const text = typeof raw === 'string' ? raw : key;
      const interpolated = exists ? text : text.replace(/%\{(\w+)\}/g, (m, name: string) => (name === 'smart_count' ? String(count ?? m) : values[name] !== undefined ? String(values[name]) : m));
      const translated = pluralPart(interpolated, count);
      if (plain !== null) plainTexts.set(plain, translated);
      return translated;
    },
    async changeLocale(locale) {
      const code = locale as LocaleCode;
      if (!instance.hasResourceBundle(code, 'translation')) instance.addResourceBundle(code, 'translation', await loadMessages(code));
      await loadScreenTexts(instance, [code]);
      await instance.changeLanguage(code);
      plainTexts.clear();
      followLocale(code);
      onChange?.(code);
    },
    getLocale: () => instance.language,
    getLocales: () => LOCALE_CODES.map((locale) => ({ locale, name: NAMES[locale] })),
  };
}
