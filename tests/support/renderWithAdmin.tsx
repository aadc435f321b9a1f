import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, type I18nProvider } from 'react-admin';
import { afterEach } from 'vitest';
import type { LocaleCode } from '@/i18n/locales';
import raEng from '@/i18n/ra/eng';
import shellEng from '@/i18n/shell/eng';

// Testing Library unmounts by itself only when vitest runs with globals, which this project does not.
afterEach(cleanup);

/*
 * A small English provider rather than the portal's `createI18nProvider`: src/i18n/messages.ts imports every
 * locale's shell texts, and while those translations are not all written the module cannot load. It looks keys
 * up in the shell's and react-admin's English texts and fills `%{name}` and `one |||| many` as react-admin does;
 * `locale` only sets the UI locale that components read, the texts stay English.
 */
function lookUp(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

const englishProvider = (locale: LocaleCode): I18nProvider => ({
  translate(key, options = {}) {
    const found = lookUp(shellEng, key) ?? lookUp(raEng, key);
    const fallback = typeof options._ === 'string' ? options._ : key;
    const text = typeof found === 'string' ? found : fallback;
    const [one, many = one] = text.split('||||').map((part) => part.trim());
    const chosen = options.smart_count === 1 ? one : many;
    return chosen.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (options[name] !== undefined ? String(options[name]) : placeholder));
  },
  changeLocale: async () => undefined,
  getLocale: () => locale,
});

/** Renders inside react-admin's context (English texts, no data provider). */
export function renderWithAdmin(ui: ReactNode, locale: LocaleCode = 'eng'): RenderResult {
  return render(<AdminContext i18nProvider={englishProvider(locale)}>{ui}</AdminContext>);
}

export interface FormOptions {
  onSubmit?: (values: Record<string, unknown>) => void;
  record?: Record<string, unknown>;
  locale?: LocaleCode;
}

/** Renders inputs inside a react-admin `<Form>` with a button "Submit" that submits it. */
export function renderInForm(inputs: ReactNode, { onSubmit = () => undefined, record, locale }: FormOptions = {}): RenderResult {
  return renderWithAdmin(
    <Form onSubmit={onSubmit} record={record}>
      {inputs}
      <button type="submit">Submit</button>
    </Form>,
    locale,
  );
}
