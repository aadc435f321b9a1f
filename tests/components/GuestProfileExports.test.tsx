import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { ConsentsTab } from '@/screens/guests/GuestProfileScreen/ConsentsTab';
import { AccessLogTab, ChangeLogTab, FieldSourcesTab, GlobalLogTab } from '@/screens/guests/GuestProfileScreen/LogTabs';
import { NotesTab } from '@/screens/guests/GuestProfileScreen/NotesTab';
import { ReferralsTab } from '@/screens/guests/GuestProfileScreen/ReferralsTab';
import type { GuestProfile } from '@/screens/guests/GuestProfileScreen/useGuestProfile';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/guestProfiles', () => ({
  guestProfilesApi: { getConsentHistory: vi.fn(), getLog: vi.fn(), getFieldSources: vi.fn(), globalLogs: vi.fn(), getAccessLog: vi.fn() },
}));

const api = vi.mocked(guestProfilesApi);

/** An instant as the browser's wall clock shows it, the way the sheet holds times shown in the browser's zone. */
const browserWallClock = (iso: string) => {
  const d = new Date(iso);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));
};
/** An instant's day in the browser's zone, as the sheet holds dates shown there. */
const browserDay = (iso: string) => {
  const d = new Date(iso);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
};

const VENUES: Record<string, string> = { 'venue-uk-soho': 'Soho Cellar', 'venue-uk-shoreditch': 'Shoreditch Social' };
const venueName = (id: string | null) => (id ? (VENUES[id] ?? id) : '');

const guest = {
  id: 'g1',
  country: 'uk',
  anonymizedAt: null,
  referralCode: 'K7QF2MNP',
  consents: [
    { venueId: 'venue-uk-soho', consent: 'Phone', createdAt: '2026-10-01T12:00:00.000Z', venueName: 'Soho Cellar', createdBy: 'user-gr', source: null, createdByName: 'Grace Reed' },
    { venueId: 'venue-uk-soho', consent: 'Analytics', createdAt: '2026-10-01T12:00:00.000Z', venueName: 'Soho Cellar', createdBy: null, source: 'BookingForm', createdByName: null },
  ],
  referrals: {
    referredBy: null,
    links: [
      { url: 'https://portal.example/r/abc', shortUrl: 'https://vp.example/r/abc', code: 'abc', venueId: 'venue-uk-soho', clicks: 12, createdAt: '2026-09-14T08:00:00.000Z' },
      { url: 'https://portal.example/r/def', shortUrl: 'https://vp.example/r/def', code: 'def', venueId: null, clicks: 0, createdAt: '2026-11-02T16:00:00.000Z' },
    ],
    referred: [
      { id: 'g2', name: 'Oliver Grant', createdAt: '2026-10-03T09:00:00.000Z', anonymized: false },
      { id: 'g3', name: null, createdAt: '2026-10-05T09:00:00.000Z', anonymized: true },
    ],
  },
} as unknown as GuestProfile;

const history = {
  evidence: [
    { id: 'e1', at: '2026-11-20T09:30:00.000Z', venueId: 'venue-uk-shoreditch', venueName: 'Shoreditch Social', timeZone: 'Europe/Helsinki', consent: 'Email', action: 'Requested', source: 'Staff', actorUserId: 'user-gr', actorName: 'Grace Reed', actorJob: null, legalDocument: null },
    { id: 'e2', at: '2026-10-01T12:00:00.000Z', venueId: 'venue-uk-soho', venueName: 'Soho Cellar', timeZone: null, consent: 'Analytics', action: 'Given', source: 'BookingForm', actorUserId: null, actorName: null, actorJob: 'booking form', legalDocument: { id: 'doc-1', name: 'Privacy policy', revision: 3 } },
  ],
  pending: [{ id: 'p1', venueId: 'venue-uk-shoreditch', venueName: 'Shoreditch Social', consent: 'Email', email: 'charlotte@example.test', requestedAt: '2026-11-20T09:30:00.000Z', expiresAt: '2026-11-27T09:30:00.000Z', expired: false }],
  mail: [{ id: 'mail-1', sentAt: '2026-11-20T09:30:05.000Z', kind: 'ConsentConfirmation', recipient: 'charlotte@example.test', subject: 'Please confirm', body: 'Follow https://vp.example/c/xyz', transport: 'Outbox' }],
};

beforeEach(() => vi.resetAllMocks());
pinClock('2026-11-21T10:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

const reset = () => {
  downloads.files = [];
  downloads.names = [];
};

describe("the exports of a guest profile's consents", () => {
  it('writes the consent grid in Danish, each type in words, then the history at each venue’s time and the mail, each its own file', async () => {
    api.getConsentHistory.mockResolvedValue(history as never);
    renderPage(<ConsentsTab guest={guest} countryVenues={[]} canChange={() => true} venueName={venueName} pending={false} onChange={() => undefined} />, { locale: 'dan' });
    await screen.findByRole('region', { name: 'Samtykkehistorik' });

    const grid = await exportSheet(downloads, screen.getByRole('region', { name: 'Gæstens samtykker pr. sted' }), 'Eksportér');
    expect(downloads.names).toEqual(['guest-consents-2026-11-21.xlsx']);
    expect(grid.name).toBe('Samtykker');
    const header = grid.getRow(1).values as unknown[];
    expect(header[1]).toBe('Sted');
    expect(header).toHaveLength(10);
    const consentColumn = (name: string) => header.indexOf(name) - 1;
    const rows = sheetRows(grid);
    expect(rows.map((r) => r[0])).toEqual(['Soho Cellar', 'Shoreditch Social']);
    expect(rows[0][consentColumn('Telefon')]).toBe('Ja');
    expect(rows[0][consentColumn('E-mail')]).toBe('Nej');
    expect(rows[1][consentColumn('E-mail')]).toBe('Afventer bekræftelse');

    reset();
    const evidence = await exportSheet(downloads, screen.getByRole('region', { name: 'Samtykkehistorik' }), 'Eksportér');
    expect(downloads.names).toEqual(['guest-consent-history-2026-11-21.xlsx']);
    expect(evidence.getRow(1).values).toEqual([undefined, 'Hvornår', 'Tidszone', 'Sted', 'Samtykke', 'Ændring', 'Kilde', 'Af', 'Juridisk dokument']);
    const [requested, given] = sheetRows(evidence);
    // The first at the venue's own zone, as the history shows it; the second, without one, at the browser's time.
    expect(requested[0]).toEqual(new Date('2026-11-20T11:30:00Z'));
    expect(requested.slice(1, 7)).toEqual(['Europe/Helsinki', 'Shoreditch Social', 'E-mail', expect.any(String), expect.any(String), 'Grace Reed']);
    expect(given[0]).toEqual(browserWallClock('2026-10-01T12:00:00.000Z'));
    expect(given[1]).toBeUndefined();
    expect(given[6]).toBe('booking form');
    expect(given[7]).toMatch(/Privacy policy.*3/);
    expect(evidence.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');

    reset();
    const mail = await exportSheet(downloads, screen.getByRole('region', { name: 'Mails til gæsten' }), 'Eksportér');
    expect(downloads.names).toEqual(['guest-mail-2026-11-21.xlsx']);
    expect(mail.getRow(1).values).toEqual([undefined, 'Sendt', 'Til', 'Emne', 'Sendt via', 'Tekst']);
    expect(sheetRows(mail)[0]).toEqual([browserWallClock('2026-11-20T09:30:05.000Z'), 'charlotte@example.test', 'Please confirm', expect.any(String), 'Follow https://vp.example/c/xyz']);
  });
});

describe("the exports of a guest profile's logs", () => {
  it('writes the change log with its entries in words and the moments as shown', async () => {
    api.getLog.mockResolvedValue([
      { id: 'l1', createdAt: '2026-11-20T14:05:00.000Z', createdBy: 'user-gr', createdByName: 'Grace Reed', action: 'FieldChanged', source: null, consent: null, field: 'GuestBirthDate', oldValue: null, newValue: '1990-04-12' },
      { id: 'l2', createdAt: '2026-11-19T08:00:00.000Z', createdBy: null, createdByName: null, action: 'Created', source: 'BookingForm', consent: null, field: null, oldValue: null, newValue: null },
    ] as never);
    renderPage(<ChangeLogTab country="uk" guestId="g1" />);
    await screen.findByRole('table', { name: 'Change log of the guest' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['guest-change-log-2026-11-21.xlsx']);
    expect(sheet.name).toBe('Change log');
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Who', 'What']);
    expect(sheetRows(sheet)).toEqual([
      [browserWallClock('2026-11-20T14:05:00.000Z'), 'Grace Reed', 'Birth date changed from "nothing" to "12-04-1990"'],
      [browserWallClock('2026-11-19T08:00:00.000Z'), 'System', 'Profile created (Booking form)'],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('writes the field sources with the sources in words and the day each was updated', async () => {
    api.getFieldSources.mockResolvedValue([
      { field: 'GuestEmail', hasValue: true, source: 'BookingForm', updatedAt: '2026-10-01T12:00:00.000Z', updatedBy: null, updatedByName: null },
      { field: 'GuestPhone', hasValue: false, source: null, updatedAt: null, updatedBy: null, updatedByName: null },
    ]);
    renderPage(<FieldSourcesTab country="uk" guestId="g1" />);
    await screen.findByRole('table', { name: 'Where each personal data field came from' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['guest-field-sources-2026-11-21.xlsx']);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Field', 'Source', 'Updated', 'By']);
    expect(sheetRows(sheet)).toEqual([
      ['Email', 'Booking form', browserDay('2026-10-01T12:00:00.000Z')],
      ['Phone', 'No value'],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('dd-mm-yyyy');
  });

  it('writes the global log and the access log as their tables show them', async () => {
    api.globalLogs.mockResolvedValue([{ id: 'x1', createdAt: '2026-11-18T20:00:00.000Z', system: 'Wifi', category: 'Login', message: 'Logged in to the wifi', venueName: 'Soho Cellar' }] as never);
    api.getAccessLog.mockResolvedValue([{ id: 'a1', at: '2026-11-20T16:45:00.000Z', action: 'export', actorName: null, job: 'retention', reason: 'Access request' }] as never);
    renderPage(<GlobalLogTab guestId="g1" />);
    await screen.findByRole('table', { name: 'Global log of the guest' });
    const global = await exportSheet(downloads);
    expect(downloads.names).toEqual(['guest-global-log-2026-11-21.xlsx']);
    expect(global.getRow(1).values).toEqual([undefined, 'When', 'System', 'Category', 'Event', 'Venue']);
    expect(sheetRows(global)).toEqual([[browserWallClock('2026-11-18T20:00:00.000Z'), 'Wifi', 'Login', 'Logged in to the wifi', 'Soho Cellar']]);

    reset();
    renderPage(<AccessLogTab country="uk" guestId="g1" />);
    const access = await exportSheet(downloads, (await screen.findByRole('table', { name: 'Who opened, exported or anonymised this profile' })).parentElement!.parentElement!);
    expect(downloads.names).toEqual(['guest-access-log-2026-11-21.xlsx']);
    expect(access.getRow(1).values).toEqual([undefined, 'When', 'Who', 'What', 'Reason']);
    expect(sheetRows(access)).toEqual([[browserWallClock('2026-11-20T16:45:00.000Z'), 'retention', 'Exported the data', 'Access request']]);
  });
});

describe("the exports of a guest profile's referrals", () => {
  it('writes the referral links with their clicks as numbers and the guests referred, each its own file', async () => {
    renderPage(<ReferralsTab guest={guest} countryVenues={[]} venueName={venueName} pending={false} />);
    const links = await exportSheet(downloads, screen.getByRole('region', { name: 'Referral links' }));
    expect(downloads.names).toEqual(['guest-referral-links-2026-11-21.xlsx']);
    expect(links.getRow(1).values).toEqual([undefined, 'Link', 'Venue', 'Clicks', 'Created']);
    expect(sheetRows(links)).toEqual([
      ['https://vp.example/r/abc', 'Soho Cellar', 12, browserDay('2026-09-14T08:00:00.000Z')],
      ['https://vp.example/r/def', 'Any venue', 0, browserDay('2026-11-02T16:00:00.000Z')],
    ]);
    expect(links.getCell('D2').numFmt).toBe('dd-mm-yyyy');

    reset();
    const referred = await exportSheet(downloads, screen.getByRole('region', { name: 'Guests this guest referred' }));
    expect(downloads.names).toEqual(['guest-referred-guests-2026-11-21.xlsx']);
    expect(referred.name).toBe('Referred guests');
    expect(referred.getRow(1).values).toEqual([undefined, 'Guest', 'Created']);
    expect(sheetRows(referred)).toEqual([
      ['Oliver Grant', browserDay('2026-10-03T09:00:00.000Z')],
      ['Anonymised guest', browserDay('2026-10-05T09:00:00.000Z')],
    ]);
  });
});

describe("the export of a guest profile's notes", () => {
  it('writes the notes as listed in Danish: the note, who wrote it, when as shown and about which visit', async () => {
    const notes = [
      { id: 'n2', text: 'Prefers the corner booth', createdByName: 'Grace Reed', createdAt: '2026-11-20T21:15:00.000Z', venueName: 'Soho Cellar' },
      { id: 'n1', text: 'Allergic to nuts', createdByName: null, createdAt: '2026-10-02T08:00:00.000Z', venueName: null },
    ];
    renderPage(<NotesTab guest={{ ...guest, notes } as unknown as GuestProfile} countryVenues={[]} pending={false} />, { locale: 'dan' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['guest-notes-2026-11-21.xlsx']);
    expect(sheet.name).toBe('Noter');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Notat', 'Skrevet af', 'Oprettet', 'Sted']);
    expect(sheetRows(sheet)).toEqual([
      ['Prefers the corner booth', 'Grace Reed', browserWallClock('2026-11-20T21:15:00.000Z'), 'Soho Cellar'],
      ['Allergic to nuts', undefined, browserWallClock('2026-10-02T08:00:00.000Z')],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
