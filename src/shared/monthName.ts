import { bcp47, type LocaleCode } from './locales';

/** The month's name in a language, capitalised as a label starts ("marts" → "Marts"). */
export function monthName(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(bcp47(locale as LocaleCode), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
