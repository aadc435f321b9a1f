import type { i18n as I18n } from 'i18next';
import type { Paths } from '@/shared/textPaths';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';
import { loadMessages, merge, type Messages } from './messages';

type Loader = () => Promise<Messages>;

/** A screen folder's name from the path of its `messages.ts` (`../screens/crm/InboxCommon/messages.ts?locale=eng`). */
const folderOf = (path: string) => path.split('?')[0].split('/').slice(-2, -1)[0];
const byFolder = (loaders: Record<string, Loader>) => Object.fromEntries(Object.entries(loaders).map(([path, load]) => [folderOf(path), load]));

// One chunk per screen folder and language (screenMessagesPlugin.ts keeps one language of a `messages.ts`); the options
// of import.meta.glob must be written out, so each language has its own line.
const LOADERS: Record<LocaleCode, Record<string, Loader>> = {
  eng: byFolder(import.meta.glob<Messages>('../screens/*/*/messages.ts', { query: { locale: 'eng' }, import: 'default' })),
  dan: byFolder(import.meta.glob<Messages>('../screens/*/*/messages.ts', { query: { locale: 'dan' }, import: 'default' })),
  swe: byFolder(import.meta.glob<Messages>('../screens/*/*/messages.ts', { query: { locale: 'swe' }, import: 'default' })),
  nor: byFolder(import.meta.glob<Messages>('../screens/*/*/messages.ts', { query: { locale: 'nor' }, import: 'default' })),
  fin: byFolder(import.meta.glob<Messages>('../screens/*/*/messages.ts', { query: { locale: 'fin' }, import: 'default' })),
};

/** The folders whose key helpers the loaded code has made: their texts are what the screens shown so far can ask for. */
const used = new Set<string>();

/**
 * The key helper of a screen folder's texts, checked against its English messages: `screenText<typeof eng>('NewsScreen')`
 * turns `list.title` into `screens.NewsScreen.list.title`. Making it marks the folder's texts as needed, so they are
 * loaded with the code that uses them (`loadScreenTexts`), not all at once before the first screen.
 */
export function screenText<E extends object>(folder: string): (key: Paths<E>) => string {
  used.add(folder);
  return (key) => `screens.${folder}.${key}`;
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Adds to the i18next instance the texts, in its language and in English (the fallback), of every folder marked as
 * needed that it does not hold yet. Loading the same folder twice at once waits for one load.
 */
export async function loadScreenTexts(instance: I18n, locales: LocaleCode[] = [DEFAULT_LOCALE, instance.language as LocaleCode]): Promise<void> {
  const loads = pending.get(instance) ?? new Map<string, Promise<void>>();
  pending.set(instance, loads);
  const wanted = [...new Set(locales)].flatMap((locale) => [...used].map((folder) => [locale, folder] as const));
  await Promise.all(
    wanted.map(([locale, folder]) => {
      const key = `${locale}:${folder}`;
      const load = LOADERS[locale]?.[folder];
      if (!load) return undefined;
      let started = loads.get(key);
      if (!started) {
        started = load().then(
          (messages) => void instance.addResourceBundle(locale, 'translation', { screens: { [folder]: messages } }, true, true),
          // A failed load is tried again by the next call instead of being remembered.
          (error: unknown) => {
            loads.delete(key);
            throw error;
          },
        );
        loads.set(key, started);
      }
      return started;
    }),
  );
}

/** Every text of the portal in one language, the screens' included: for checks over all the texts, and for tests. */
export async function loadEveryText(locale: LocaleCode): Promise<Messages> {
  const screens = await Promise.all(Object.entries(LOADERS[locale]).map(async ([folder, load]) => [folder, await load()] as const));
  return merge(await loadMessages(locale), { screens: Object.fromEntries(screens) });
}

let portalInstance: I18n | null = null;

/** The portal's i18next instance, which `screenTextsReady` fills. */
export function bindScreenTexts(instance: I18n): void {
  portalInstance = instance;
}

/** Resolves once the portal holds the texts of every folder the code loaded so far needs (at once without a portal). */
export function screenTextsReady(): Promise<void> {
  return portalInstance ? loadScreenTexts(portalInstance) : Promise.resolve();
}
