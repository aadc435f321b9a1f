import type { Plugin } from 'vite';

const LOCALE_QUERY = /\/screens\/[^/]+\/[^/]+\/messages\.ts\?locale=(eng|dan|swe|nor|fin)$/;
const ALL_LOCALES = /export default \{ eng, dan, swe, nor, fin \};\s*$/;

/**
 * A screen's `messages.ts` holds its texts in the five languages. Imported with `?locale=dan`, it exports only the
 * Danish ones, and the bundler drops the other four: each language's screen texts become a chunk of their own, loaded
 * only when the language is shown (src/i18n/screens/<locale>.ts).
 */
export function screenMessagesByLocale(): Plugin {
  return {
    name: 'screen-messages-by-locale',
    enforce: 'pre',
    transform(code, id) {
      const locale = LOCALE_QUERY.exec(id)?.[1];
      if (!locale) return null;
      if (!ALL_LOCALES.test(code)) this.error(`${id.split('?')[0]} must end with \`export default { eng, dan, swe, nor, fin };\``);
      return { code: code.replace(ALL_LOCALES, `export default ${locale};\n`), map: null };
    },
  };
}
