import dan from '@generated/shared/i18n/dan';
import eng from '@generated/shared/i18n/eng';
import fin from '@generated/shared/i18n/fin';
import nor from '@generated/shared/i18n/nor';
import swe from '@generated/shared/i18n/swe';

type Messages = typeof eng;
const MESSAGES: Record<string, Messages> = { eng, dan: dan as Messages, swe: swe as Messages, nor: nor as Messages, fin: fin as Messages };

/** The schema's labels in a language (English when the language is unknown), for files the server writes. */
export function labelsFor(locale: string | null | undefined) {
  const m = MESSAGES[locale ?? 'eng'] ?? eng;
  const field = (resource: string, name: string): string =>
    ((m.resources as unknown as Record<string, { fields: Record<string, string> }>)[resource]?.fields[name] ?? (eng.resources as unknown as Record<string, { fields: Record<string, string> }>)[resource]?.fields[name] ?? name);
  const enumLabel = (resource: string, enumName: string, value: string | number): string =>
    (m.enums as unknown as Record<string, Record<string, Record<string, string>>>)[resource]?.[enumName]?.[String(value)] ?? String(value);
  return { field, enumLabel };
}
