export { bcp47, DEFAULT_LOCALE, LOCALE_CODES, localeFromBrowser, type LocaleCode } from '@/shared/locales';
