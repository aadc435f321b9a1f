import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form } from 'react-admin';
import { createI18n, createI18nProvider } from '@/i18n/i18nProvider';
import type { LocaleCode } from '@/i18n/locales';

/** Renders inside react-admin's context with the portal's texts in the locale (no data provider). */
export function renderWithAdmin(ui: ReactNode, locale: LocaleCode = 'eng'): RenderResult {
  return render(<AdminContext i18nProvider={createI18nProvider(createI18n(locale))}>{ui}</AdminContext>);
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
