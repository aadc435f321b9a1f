import type { LocaleCode } from './locales';

export type Messages = { [key: string]: string | Messages };

/** The sources' texts in one tree; a later source's text wins over an earlier one's. */
export function merge(...sources: Messages[]): Messages {
  const out: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = out[key];
      out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
  }
  return out;
}

/**
 * The texts of the portal in one locale that every page needs: react-admin's, the schema's labels and the shell's.
 * Each locale is its own chunk, so the browser loads only the languages it shows. The screens' texts come with the
 * screens (screenTexts.ts).
 */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const [ra, schema, shell] = await Promise.all([
    import(`./ra/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`../../generated/shared/i18n/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`./shell/${locale}.ts`) as Promise<{ default: Messages }>,
  ]);
  return merge(ra.default, schema.default, shell.default);
}
