import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookiesApi } from '@generated/client/api/cookies';
import { dataProcessorsApi } from '@generated/client/api/dataProcessors';
import { dataControllerApi } from '@generated/client/api/dataController';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import ComplianceScreen from '@/screens/crm/ComplianceScreen';
import LegalDocumentScreen from '@/screens/crm/LegalDocumentScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows, tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/dataController', () => ({ dataControllerApi: { get: vi.fn(), save: vi.fn() } }));
vi.mock('@generated/client/api/legalDocuments', () => ({
  legalDocumentsApi: { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), delete: vi.fn(), guestPermissions: vi.fn() },
}));
vi.mock('@generated/client/api/cookies', () => ({ cookiesApi: { getList: vi.fn(), save: vi.fn(), delete: vi.fn() } }));
vi.mock('@generated/client/api/dataProcessors', () => ({ dataProcessorsApi: { getList: vi.fn(), save: vi.fn(), delete: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const controllerApi = vi.mocked(dataControllerApi);
const cookieApi = vi.mocked(cookiesApi);
const legalApi = vi.mocked(legalDocumentsApi);

const controller = {
  id: 'dc', version: 3, companyName: 'Nordic Nights A/S', registrationNumber: 'DK12345678', street: 'Vesterbrogade 1', postalCode: '1620',
  city: 'København V', country: 'dk', email: 'privacy@example.com', phone: null, dpoName: null, dpoEmail: null,
};
const doc = {
  id: 'doc-1', version: 2, name: 'Privacy policy DK', type: 'PrivacyPolicy', country: 'dk', language: 'dan', isEnabled: true, currentRevision: 1,
  revisions: [{ revision: 1, content: '<p>First text</p>', changeNote: null, publishedAt: '2026-01-05T10:00:00.000Z', publishedBy: 'u1', publishedByName: 'Anna Holm' }],
};

beforeEach(() => {
  vi.resetAllMocks();
  controllerApi.get.mockResolvedValue(controller as never);
  legalApi.getList.mockResolvedValue([] as never);
  legalApi.getOne.mockResolvedValue(doc as never);
  cookieApi.getList.mockResolvedValue([] as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('Compliance', () => {
  it('shows the data controller with its country', async () => {
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments?tab=controller' });
    expect(await screen.findByDisplayValue('Nordic Nights A/S')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Denmark');
  });

  it('opens the new legal document dialog with a country and a language to choose', async () => {
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments' });
    await userEvent.click(await screen.findByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Country/ })).toHaveTextContent('Denmark');
    expect(within(dialog).getByRole('combobox', { name: /Language/ })).toHaveTextContent('English');
  });

  it('edits a legal document: its current text becomes the next revision', async () => {
    legalApi.update.mockResolvedValue({ ...doc, version: 3, currentRevision: 2 } as never);
    renderPage(
      <Routes>
        <Route path="/crm/legaldocument/:id/*" element={<LegalDocumentScreen />} />
      </Routes>,
      { path: '/crm/legaldocument/doc-1' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Language/ })).toHaveTextContent('Danish');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What changed' }), 'New address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(legalApi.update).toHaveBeenCalled());
    expect(legalApi.update.mock.calls[0]![0].body).toMatchObject({ id: 'doc-1', version: 2, country: 'dk', language: 'dan', content: '<p>First text</p>', changeNote: 'New address' });
  });
});

describe('the cookie register', () => {
  async function openNewCookie() {
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments?tab=cookies' });
    await userEvent.click(await screen.findByRole('button', { name: 'New cookie' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), '_ga');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Provider/ }), 'Google');
    return dialog;
  }

  it('marks the expiry of a persistent cookie as required and asks for it before saving', async () => {
    const dialog = await openNewCookie();
    // react-admin marks a required input with an asterisk after its label.
    const expiry = within(dialog).getByRole('spinbutton', { name: 'Expires after (days)' });
    expect(dialog.querySelector(`label[for="${expiry.id}"]`)).toHaveTextContent(/^Expires after \(days\)\s*\*$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(cookieApi.save).not.toHaveBeenCalled();
  });

  it('asks for no expiry for a session entry and sends none', async () => {
    cookieApi.save.mockResolvedValue({} as never);
    const dialog = await openNewCookie();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Expires after/ }), '30');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Session' }));
    expect(within(dialog).queryByRole('spinbutton', { name: /Expires after/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(cookieApi.save).toHaveBeenCalled());
    expect(cookieApi.save.mock.calls[0]![0].body).toMatchObject({ name: '_ga', type: 'Session', expiryDays: null });
  });
});

describe('the exports of the registers', () => {
  it('writes the cookie register as the table shows it, labels in words and the expiry as read', async () => {
    const user = userEvent.setup();
    cookieApi.getList.mockResolvedValue([
      { id: 'c1', version: 1, name: '_ga', provider: 'Google', purpose: 'Counts visits', method: 'Cookie', type: 'Persistent', category: 'Analytics', expiryDays: 400, domain: null },
      { id: 'c2', version: 1, name: 'session', provider: 'Venue Portal', purpose: null, method: 'Cookie', type: 'Session', category: 'Nessecary', expiryDays: null, domain: null },
    ] as never);
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments?tab=cookies' });
    const table = await screen.findByRole('table', { name: 'Cookie register' });
    const shown = tableTexts(table);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['cookies-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Cookie register');
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers.slice(0, 7)]);
    expect(sheetRows(sheet)).toEqual([
      ['_ga', 'Google', 'Counts visits', 'Cookie', 'Persistent', 'Analytics', '400 days'],
      ['session', 'Venue Portal', undefined, 'Cookie', 'Session', 'Necessary', 'End of session'],
    ]);
    expect(sheetRows(sheet).map((r) => Array.from(r, (v) => v ?? ''))).toEqual(shown.rows.map((r) => r.slice(0, 7)));
  });

  it('writes the data processors with the agreement date as a date', async () => {
    const user = userEvent.setup();
    vi.mocked(dataProcessorsApi.getList).mockResolvedValue([
      { id: 'p1', version: 1, name: 'Mailgun', purpose: 'Sends email', location: 'EU', website: 'https://mailgun.example', contactEmail: null, dataCategories: ['Email', 'Name'], agreementSignedOn: '2025-03-14' },
    ] as never);
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments?tab=processors' });
    await screen.findByRole('table', { name: 'Data processors' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['data-processors-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheetRows(sheet)).toEqual([['Mailgun', 'Sends email', 'EU', 'Email, Name', new Date('2025-03-14T00:00:00Z')]]);
    expect(sheet.getCell('E2').numFmt).toBe('dd-mm-yyyy');
  });

  it('writes the legal documents with type and country in words and the revision as a number', async () => {
    const user = userEvent.setup();
    legalApi.getList.mockResolvedValue([{ ...doc, updatedAt: '2026-01-05T10:00:00.000Z' }] as never);
    renderPage(<ComplianceScreen />, { path: '/crm/legaldocuments' });
    const table = await screen.findByRole('table', { name: 'Legal documents' });
    const shown = tableTexts(table);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['legal-documents-2026-11-27.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...shown.headers]);
    expect(sheetRows(sheet)).toEqual([['Privacy policy DK', shown.rows[0][1], 'Denmark', 1, 'Enabled', new Date('2026-01-05T00:00:00Z')]]);
  });
});
