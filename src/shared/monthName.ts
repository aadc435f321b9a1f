const BCP47: Record<string, string> = { eng: 'en-GB', dan: 'da-DK', swe: 'sv-SE', nor: 'nb-NO', fin: 'fi-FI' };

/** The month's name in a language, capitalised as a label starts ("marts" → "Marts"). */
export function monthName(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(BCP47[locale] ?? 'en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}
