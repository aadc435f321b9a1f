import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { ConsentHistory } from '@/screens/guests/GuestProfileScreen/ConsentHistory';
import type { ConsentHistory as History } from '@/screens/guests/GuestProfileScreen/useConsentHistory';
import { clock } from '@/shared/clock';
import { renderWithAdmin } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/legalDocuments', () => ({ legalDocumentsApi: { getRevision: vi.fn() } }));
const docs = vi.mocked(legalDocumentsApi);

/** New Year's Eve in UTC is already New Year's Day at a Finnish venue: the history shows the venue's time. */
const history: History = {
  evidence: [
    {
      id: 'e3',
      at: '2026-12-31T22:30:00.000Z',
      venueId: 'venue-fi-kallio',
      venueName: 'Kallio Bar',
      timeZone: 'Europe/Helsinki',
      consent: 'Email',
      action: 'Confirmed',
      source: 'ConfirmationLink',
      actorUserId: null,
      actorName: null,
      actorJob: 'confirmation link sent 2026-12-30T10:00:00.000Z',
      legalDocument: { id: 'doc-1', name: 'Marketing consent FI', revision: 2 },
    },
    {
      id: 'e2',
      at: '2026-12-30T10:00:00.000Z',
      venueId: 'venue-fi-kallio',
      venueName: 'Kallio Bar',
      timeZone: 'Europe/Helsinki',
      consent: 'Email',
      action: 'Requested',
      source: 'Staff',
      actorUserId: 'user-gr',
      actorName: 'Oliver Smith',
      actorJob: null,
      legalDocument: { id: 'doc-1', name: 'Marketing consent FI', revision: 2 },
    },
    {
      id: 'e1',
      at: '2026-06-01T08:00:00.000Z',
      venueId: 'venue-fi-kallio',
      venueName: 'Kallio Bar',
      timeZone: 'Europe/Helsinki',
      consent: 'Phone',
      action: 'Withdrawn',
      source: 'Import',
      actorUserId: null,
      actorName: null,
      actorJob: 'import 2026-06',
      legalDocument: null,
    },
  ],
  pending: [{ id: 'p1', venueId: 'venue-fi-punavuori', venueName: 'Punavuori Kitchen', consent: 'Email', email: 'guest@example.test', requestedAt: '2026-12-30T10:00:00.000Z', expiresAt: '2027-01-06T10:00:00.000Z', expired: false }],
  mail: [
    {
      id: 'm1',
      sentAt: '2026-12-30T10:00:00.000Z',
      kind: 'ConsentConfirmation',
      recipient: 'guest@example.test',
      subject: 'Please confirm that we may email you',
      body: 'Please confirm it by opening this link:\n\nhttp://localhost:8221/consent/abc123\n\nThe link works for 7 days.',
      transport: 'Outbox',
    },
  ],
};

const render = (data: History, locale: 'eng' | 'dan' = 'eng') =>
  renderWithAdmin(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConsentHistory history={data} />
    </QueryClientProvider>,
    locale,
  );

beforeAll(() => clock.set('2026-12-31T23:00:00Z'));
afterAll(() => clock.set(null));
beforeEach(() => vi.resetAllMocks());

describe('ConsentHistory', () => {
  it('lists each change with when (venue time), source, who or what, and the document revision', () => {
    render(history);
    const list = screen.getByRole('list', { name: 'Consent history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Email at Kallio Bar: confirmed by the guest');
    expect(items[0]).toHaveTextContent("01/01/2027 00:30 (Europe/Helsinki) · guest's confirmation link · by confirmation link sent 2026-12-30T10:00:00.000Z");
    expect(items[0]).toHaveTextContent('Agreed to: Marketing consent FI, revision 2.');
    expect(items[1]).toHaveTextContent('Email at Kallio Bar: asked for, waiting for the guest to confirm');
    expect(items[1]).toHaveTextContent('staff on the profile · by Oliver Smith');
    expect(items[2]).toHaveTextContent('Phone at Kallio Bar: withdrawn');
    expect(items[2]).toHaveTextContent('No legal document was enabled for this consent.');
  });

  it('opens the revision the guest agreed to', async () => {
    docs.getRevision.mockResolvedValue({ legalDocumentId: 'doc-1', name: 'Marketing consent FI', type: 'MarketingConsent', country: 'fi', language: 'fin', revision: 2, content: '<p>We may send you offers.</p>', publishedAt: '2026-10-01T09:00:00.000Z', isCurrent: false });
    render(history);
    await userEvent.click(screen.getAllByRole('button', { name: 'Read Marketing consent FI, revision 2' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Marketing consent FI, revision 2' });
    expect(await within(dialog).findByText('We may send you offers.')).toBeInTheDocument();
    expect(within(dialog).getByText(/a newer revision exists/)).toBeInTheDocument();
    expect(docs.getRevision).toHaveBeenCalledWith({ id: 'doc-1', revision: 2 });
  });

  it('shows the pending confirmation and the mail with its link, in Danish too', () => {
    render(history, 'dan');
    expect(screen.getByText(/E-mail på Punavuori Kitchen: venter på, at gæsten bekræfter via linket sendt til guest@example.test/)).toBeInTheDocument();
    const mail = screen.getByRole('list', { name: 'Mails til gæsten' });
    expect(within(mail).getByRole('link', { name: 'http://localhost:8221/consent/abc123' })).toHaveAttribute('href', 'http://localhost:8221/consent/abc123');
    expect(within(mail).getByText(/gemt i udbakken/)).toBeInTheDocument();
  });

  it('says when nothing is recorded', () => {
    render({ evidence: [], pending: [], mail: [] });
    expect(screen.getByText('No consent changes recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('No mail has been sent to the guest.')).toBeInTheDocument();
  });
});
