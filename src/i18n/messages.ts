import type { LocaleCode } from './locales';

export type Messages = { [key: string]: string | Messages };

/** Each screen keeps its texts beside it in `messages.ts` (`{ eng, dan, ... }`); they are loaded under `screens.<Screen>`. */
function screenMessages(modules: Record<string, Messages>): Messages {
  const out: Messages = {};
  for (const [path, messages] of Object.entries(modules)) out[path.split('?')[0].split('/').slice(-2, -1)[0]] = messages;
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
  const [ra, schema, shell, screens] = await Promise.all([
    import(`./ra/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`../../generated/shared/i18n/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`./shell/${locale}.ts`) as Promise<{ default: Messages }>,
    import(`./screens/${locale}.ts`) as Promise<{ default: Record<string, Messages> }>,
  ]);
  return merge(ra.default, schema.default, shell.default, screenMessages(screens.default));
}
