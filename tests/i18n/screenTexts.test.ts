import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, createI18nProvider } from '@/i18n/i18nProvider';
import { loadMessages } from '@/i18n/messages';
import { loadScreenTexts, screenText } from '@/i18n/screenTexts';
import type messages from '@/screens/life/NewsScreen/messages';

const SRC = join(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the screens' texts", () => {
  it('are loaded with the code that asks for them, in the language shown and in English', async () => {
    const instance = createI18n('dan', { eng: await loadMessages('eng'), dan: await loadMessages('dan') });
    const provider = createI18nProvider(instance);
    const news = screenText<(typeof messages)['eng']>('NewsScreen');
    expect(provider.translate(news('search'))).toBe(news('search'));

    await loadScreenTexts(instance);

    expect(provider.translate(news('search'))).toBe('Søg i nyhederne');
    expect(instance.getResource('eng', 'translation', news('search'))).toBe('Search the news');
  });

  it('are asked for only through the key helper of their folder, so that asking marks them to be loaded', () => {
    const literal = /['"`]screens\.[A-Z]\w*\./;
    const offenders = files(SRC)
      .filter((path) => !path.endsWith('/messages.ts') && !path.endsWith('/messages.en.ts'))
      .filter((path) => readFileSync(path, 'utf8').split('\n').some((line) => literal.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });

  it('have a key helper named for their own folder beside every messages file', () => {
    const folders = files(join(SRC, 'screens'))
      .filter((path) => path.endsWith('/messages.ts'))
      .map((path) => path.slice(0, -'/messages.ts'.length));
    const wrong = folders.filter((folder) => {
      const name = folder.split('/').pop();
      const texts = join(folder, 'texts.ts');
      return !statSync(texts, { throwIfNoEntry: false }) || !readFileSync(texts, 'utf8').includes(`>('${name}')`);
    });
    expect(wrong.map((folder) => relative(SRC, folder))).toEqual([]);
  });
});
