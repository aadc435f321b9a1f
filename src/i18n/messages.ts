import type { TranslationMessages } from 'react-admin';
import schemaDan from '@generated/client/i18n/dan';
import schemaEng from '@generated/client/i18n/eng';
import schemaFin from '@generated/client/i18n/fin';
import schemaNor from '@generated/client/i18n/nor';
import schemaSwe from '@generated/client/i18n/swe';
import raDan from './ra/dan';
import raEng from './ra/eng';
import raFin from './ra/fin';
import raNor from './ra/nor';
import raSwe from './ra/swe';
import shellDan from './shell/dan';
import shellEng from './shell/eng';
import shellFin from './shell/fin';
import shellNor from './shell/nor';
import shellSwe from './shell/swe';
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

const sources: Record<LocaleCode, Messages[]> = {
  eng: [raEng as TranslationMessages as Messages, schemaEng, shellEng],
  dan: [raDan as Messages, schemaDan, shellDan],
  swe: [raSwe as Messages, schemaSwe, shellSwe],
  nor: [raNor as Messages, schemaNor, shellNor],
  fin: [raFin as Messages, schemaFin, shellFin],
};

/** Every text of the portal in one locale: react-admin's, the schema's labels, the shell's and the screens'. */
export function messagesFor(locale: LocaleCode): Messages {
  return merge(...sources[locale], screenMessages(locale));
}
