import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Form, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { createI18n, createI18nProvider } from '@/i18n/i18nProvider';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { loadEveryText } from '@/i18n/screenTexts';
import { SessionContext, type Session } from '@/app/session/sessionContext';
import type { PermissionData } from '@/shared/permissions';

/** Every locale's texts, loaded once for all tests of the file. */
const bundles = Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (l) => [l, await loadEveryText(l)] as const)));

/** The portal's real i18n provider in a locale. */
export const i18nProviderFor = (locale: LocaleCode = 'eng') => createI18nProvider(createI18n(locale, bundles));

/** Renders inside react-admin's context with the portal's texts in the locale (no data provider). */
export function renderWithAdmin(ui: ReactNode, locale: LocaleCode = 'eng'): RenderResult {
  return render(<AdminContext i18nProvider={i18nProviderFor(locale)}>{ui}</AdminContext>);
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

/** A signed-in session holding the permissions (default: every permission, globally) at no venue of its own. */
export function sessionWith(permissions: PermissionData = { globalPermissions: ['*'], venuePermissions: [] }, extra: Partial<Session> = {}): Session {
  return { permissions, cockpitReports: [], venues: [], venuesLoaded: true, me: null, notifications: [], globalVenues: [], ...extra };
}

/** A session holding only these permissions, at one venue. */
export const sessionAtVenue = (venueId: string, permissions: string[], country = 'dk'): Session =>
  sessionWith({ globalPermissions: [], venuePermissions: [{ venueId, permissions }] }, { venues: [{ venueId, name: venueId, logoUrl: null, country, timeZone: 'Europe/Copenhagen' }] });

/**
 * Renders a page at a path (with its query) as the portal shows it: router, react-admin context, notifications, the
 * session (by default one holding every permission); no retries.
 */
export function renderPage(
  page: ReactNode,
  { path = '/', locale = 'eng', session = sessionWith(), dataProvider }: { path?: string; locale?: LocaleCode; session?: Session; dataProvider?: DataProvider } = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session}>
        <AdminContext i18nProvider={i18nProviderFor(locale)} queryClient={queryClient} dataProvider={dataProvider}>
          {page}
          <Notification />
        </AdminContext>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}
