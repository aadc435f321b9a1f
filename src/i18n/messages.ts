import type { LocaleCode } from './locales';

export type Messages = { [key: string]: string | Messages };

/** Each screen keeps its texts beside it in `messages.ts`: `{ eng: {...}, dan: {...}, ... }`, under `screens.<Screen>`. */
const screenModules = import.meta.glob<{ default: Record<LocaleCode, Messages> }>('../screens/*/*/messages.ts', { eager: true });

function screenMessages(locale: LocaleCode): Messages {
  const out: Messages = {};
  for (const [path, mod] of Object.entries(screenModules)) {
    const screen = path.split('/').slice(-2, -1)[0];
    out[screen] = mod.default[locale];
  }
  return { screens: out };
}

function merge(...sources: Messages[]): Messages {
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
 * Every text of the portal in one locale: react-admin's, the schema's labels, the shell's and the screens'.
 * Each locale is its own chunk, so the browser loads only the languages it shows.
 */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const [ra, schema, shell] = await Promise.all([
    import(`./ra/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`../../generated/client/i18n/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`./shell/${locale}.ts`) as Promise<{ default: Messages }>,
  ]);
  return merge(ra.default, schema.default, shell.default, screenMessages(locale));
}
