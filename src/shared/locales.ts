/** The five content and interface languages, in the order the language dropdowns show them. */
export const LOCALE_CODES = ['eng', 'dan', 'swe', 'nor', 'fin'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
