import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import GuestProfileScreen from '@/screens/guests/GuestProfileScreen';
import type { GuestProfile } from '@/screens/guests/GuestProfileScreen/useGuestProfile';
import { saveBlob } from '@/screens/shared/download';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/guestProfiles', () => ({
  guestProfilesApi: {
    getProfile: vi.fn(),
    getValue: vi.fn(),
    getLog: vi.fn(),
    getFieldSources: vi.fn(),
    globalLogs: vi.fn(),
    updateProfile: vi.fn(),
    addConsent: vi.fn(),
    removeConsent: vi.fn(),
    addNote: vi.fn(),
    shortenReferralLink: vi.fn(),
    anonymize: vi.fn(),
    exportData: vi.fn(),
    getAccessLog: vi.fn(),
    getConsentHistory: vi.fn(),
  },
}));
vi.mock('@/screens/shared/download', () => ({ saveBlob: vi.fn() }));
vi.mock('@generated/client/api/guestSegments', () => ({ guestSegmentsApi: { get: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-uk-soho', countryId: 'uk' }) }));
const session = {
  venues: [
    { venueId: 'venue-uk-soho', name: 'Soho Cellar', country: 'uk', logoUrl: null, timeZone: 'Europe/London' },
    { venueId: 'venue-uk-shoreditch', name: 'Shoreditch Social', country: 'uk', logoUrl: null, timeZone: 'Europe/London' },
  ],
  globalVenues: [
    { id: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk' },
    { id: 'venue-uk-manchester', name: 'Northern Quarter Bar', country: 'uk' },
  ],
  permissions: {
    globalPermissions: ['vp.crm.guestprofiles.view', 'vp.crm.guestprofiles.edit', 'vp.crm.guestprofiles.extended.view'],
    venuePermissions: [] as { venueId: string; permissions: string[] }[],
  },
};
const allPermissions = session.permissions;
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(guestProfilesApi);
const segments = vi.mocked(guestSegmentsApi);

function guest(overrides: Partial<GuestProfile> = {}): GuestProfile {
  return {
    id: 'g1',
    version: 3,
    country: 'uk',
    venueId: 'venue-uk-shoreditch',
    venueName: 'Shoreditch Social',
    firstName: 'Charlotte',
    lastName: 'Pemberton',
    email: 'charlotte.pemberton@gmail.com',
    phone: '+44 7700 900481',
    birthDate: '1990-04-12',
    profileImageUrl: null,
    socialsFacebook: 'charlotte.pemberton',
    socialsInstagram: null,
    labels: ['VIP'],
    interests: ['Cocktails'],
    source: 'BookingForm',
    referralCode: 'K7QF2MNP',
    referredByGuestId: null,
    referredByUserId: 'user-gr',
    visitCount: 23,
    lastVisitAt: '2026-03-01T21:00:00.000Z',
    totalSpend: 412300,
    points: 230,
    anonymizedAt: null,
    anonymizedBy: null,
    anonymizedByName: null,
    createdAt: '2024-05-02T18:00:00.000Z',
    updatedAt: '2024-05-02T18:00:00.000Z',
    consents: [
      { venueId: 'venue-uk-shoreditch', venueName: 'Shoreditch Social', consent: 'Email', source: 'BookingForm', createdAt: '2024-05-02T18:00:00.000Z', createdBy: null, createdByName: null },
      { venueId: 'venue-uk-shoreditch', venueName: 'Shoreditch Social', consent: 'Marketing', source: 'Manual', createdAt: '2025-01-10T12:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' },
    ],
    notes: [{ id: 'n1', text: 'Allergic to nuts – tell the kitchen.', venueId: 'venue-uk-soho', venueName: 'Soho Cellar', createdAt: '2025-02-01T20:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' }],
    referrals: {
      referredBy: { kind: 'user', id: 'user-gr', name: 'Oliver Smith' },
      referred: [{ id: 'g2', name: 'Amelia Shaw', createdAt: '2025-06-01T10:00:00.000Z', anonymized: false }],
      links: [{ url: 'https://www.nightlife-group.example/refer/K7QF2MNP', shortUrl: 'http://localhost:8080/s/ABCDEFG', code: 'ABCDEFG', venueId: null, clicks: 12, createdAt: '2025-06-01T10:00:00.000Z' }],
    },
    ...overrides,
  } as GuestProfile;
}

function renderScreen(search = '') {
  return renderPage(
    <Routes>
      <Route path="/crm/guest/:id/*" element={<GuestProfileScreen />} />
    </Routes>,
    { path: `/crm/guest/g1${search}` },
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = allPermissions;
  api.getProfile.mockResolvedValue(guest());
  api.getValue.mockResolvedValue({ guestId: 'g1', visitCount: 23, lastVisitAt: '2026-03-01T21:00:00.000Z', totalSpend: 412300, currency: 'GBP', averageSpend: 17926, points: 230, consents: 2, referrals: 1 });
  api.getLog.mockResolvedValue([]);
  api.getFieldSources.mockResolvedValue([]);
  api.globalLogs.mockResolvedValue([]);
  api.getConsentHistory.mockResolvedValue({ evidence: [], pending: [], mail: [] });
  segments.get.mockResolvedValue({ labels: [{ name: 'VIP', createdAt: '', createdBy: null }, { name: 'Student', createdAt: '', createdBy: null }], interests: [{ name: 'Cocktails', createdAt: '', createdBy: null }] });
});

describe('GuestProfileScreen', () => {
  it('shows the guest with labels, value and details, in the country chosen at the top', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Charlotte Pemberton' })).toBeInTheDocument();
    expect(api.getProfile).toHaveBeenCalledWith({ country: 'uk', userId: 'g1' });
    expect(screen.getAllByText('VIP')).toHaveLength(2);
    expect(screen.getByText(/Guest since 02-05-2024 · from Booking form · Home venue: Shoreditch Social/)).toBeInTheDocument();
    expect(await screen.findByText('4.123,00 GBP')).toBeInTheDocument();
    expect(screen.getByText('charlotte.pemberton@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('12-04-1990')).toBeInTheDocument();
  });

  it('adds and removes consents per venue with the checkboxes', async () => {
    const user = userEvent.setup();
    api.addConsent.mockResolvedValue(guest());
    api.removeConsent.mockResolvedValue(guest());
    renderScreen('?tab=consents');
    const email = await screen.findByRole('checkbox', { name: 'Email at Shoreditch Social' });
    expect(email).toBeChecked();
    const letters = screen.getByRole('checkbox', { name: 'Letters at Shoreditch Social' });
    expect(letters).not.toBeChecked();

    await user.click(letters);
    await waitFor(() => expect(api.addConsent).toHaveBeenCalledWith({ body: { guestId: 'g1', venueId: 'venue-uk-shoreditch', consent: 'SnailMail' } }));
    expect(await screen.findByText('Consent Letters added at Shoreditch Social')).toBeInTheDocument();

    await user.click(email);
    await waitFor(() => expect(api.removeConsent).toHaveBeenCalledWith({ guestId: 'g1', venueId: 'venue-uk-shoreditch', consent: 'Email' }));

    // A venue without consents yet gets a row to tick.
    await user.click(screen.getByRole('combobox', { name: 'Venue to add' }));
    await user.click(await screen.findByRole('option', { name: 'Soho Cellar' }));
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phone at Soho Cellar' }));
    await waitFor(() => expect(api.addConsent).toHaveBeenCalledWith({ body: { guestId: 'g1', venueId: 'venue-uk-soho', consent: 'Phone' } }));
  });

  it('offers only the venues where the user may change consents, and shows the others read-only', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [], venuePermissions: [{ venueId: 'venue-uk-soho', permissions: ['vp.crm.guestprofiles.view', 'vp.crm.guestprofiles.edit'] }] };
    renderScreen('?tab=consents');
    // Shoreditch Social has consents but the user holds no permission there: visible, not changeable.
    expect(await screen.findByRole('checkbox', { name: 'Email at Shoreditch Social' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Venue to add' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Soho Cellar');
    expect(options).not.toContain('Northern Quarter Bar');
    await user.click(screen.getByRole('option', { name: 'Soho Cellar' }));
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    expect(screen.getByRole('checkbox', { name: 'Phone at Soho Cellar' })).toBeEnabled();
  });

  it('shows the server message when a consent cannot be changed', async () => {
    const user = userEvent.setup();
    api.addConsent.mockRejectedValue(new HttpError('Unable to add consent: The guest is anonymised', 409, {}));
    renderScreen('?tab=consents');
    await user.click(await screen.findByRole('checkbox', { name: 'Phone at Shoreditch Social' }));
    expect(await screen.findByText('Unable to add consent: The guest is anonymised')).toBeInTheDocument();
  });

  it('edits the guest with the version, keeping the input and showing field errors on failure', async () => {
    const user = userEvent.setup();
    api.updateProfile.mockRejectedValueOnce(new HttpError('Unable to update user profile: body.phone: must be a phone number', 400, { errors: { phone: 'must be a phone number' } }));
    api.updateProfile.mockResolvedValueOnce(guest({ phone: '+44 7700 900999', version: 4 }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit guest' });
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('call me');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unable to update user profile: body.phone: must be a phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('must be a phone number')).toBeInTheDocument();
    expect(phone).toHaveValue('call me');
    expect(api.updateProfile).toHaveBeenCalledWith({ country: 'uk', userId: 'g1', body: expect.objectContaining({ version: 3, phone: 'call me', labels: ['VIP'] }) });

    await user.clear(phone);
    await user.click(phone);
    await user.paste('+44 7700 900999');
    // Who referred the guest can be recorded while no guest is recorded as the referrer.
    await user.click(within(dialog).getByLabelText('Referred by (referral code)'));
    await user.paste(' QX7TZ4MB ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updateProfile).toHaveBeenLastCalledWith({ country: 'uk', userId: 'g1', body: expect.objectContaining({ phone: '+44 7700 900999', referredByCode: 'QX7TZ4MB' }) });
    expect(await screen.findByText('+44 7700 900999')).toBeInTheDocument();
  });

  it('adds a note and shows notes with who and when', async () => {
    const user = userEvent.setup();
    api.addNote.mockResolvedValue({ id: 'n2', guestId: 'g1', text: 'Birthday on Friday', venueId: null, createdAt: '2026-03-02T10:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' });
    renderScreen('?tab=notes');
    expect(await screen.findByText('Allergic to nuts – tell the kitchen.')).toBeInTheDocument();
    expect(screen.getByText(/Oliver Smith, 01\/02\/2025 \d\d:00 at Soho Cellar/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('New note'));
    await user.paste('Birthday on Friday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.addNote).toHaveBeenCalledWith({ body: { guestId: 'g1', text: 'Birthday on Friday', venueId: null } }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });

  it('shows referrals with the short link and creates one for a venue', async () => {
    const user = userEvent.setup();
    api.shortenReferralLink.mockResolvedValue({ guestId: 'g1', referralCode: 'K7QF2MNP', url: 'x', shortUrl: 'http://localhost:8080/s/HJKLMNP', code: 'HJKLMNP' });
    renderScreen('?tab=referrals');
    expect(await screen.findByText('Oliver Smith (staff)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:8080/s/ABCDEFG' })).toHaveAttribute('href', 'http://localhost:8080/s/ABCDEFG');
    expect(screen.getByRole('link', { name: 'Amelia Shaw' })).toHaveAttribute('href', '/crm/guest/g2?countryId=uk');
    await user.click(screen.getByRole('combobox', { name: 'For venue (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Soho Cellar' }));
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    await waitFor(() => expect(api.shortenReferralLink).toHaveBeenCalledWith({ body: { guestId: 'g1', venueId: 'venue-uk-soho' } }));
  });

  it('describes the change log, field sources and global log', async () => {
    const user = userEvent.setup();
    api.getLog.mockResolvedValue([
      { id: 'l2', action: 'ConsentRemoved', field: null, oldValue: null, newValue: null, source: 'Manual', venueId: 'venue-uk-soho', venueName: 'Soho Cellar', consent: 'Email', createdAt: '2026-03-02T10:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' },
      { id: 'l1', action: 'FieldChanged', field: 'GuestPhone', oldValue: '+44 1', newValue: '+44 2', source: 'Manual', venueId: null, venueName: null, consent: null, createdAt: '2026-03-01T10:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' },
      { id: 'l1b', action: 'FieldChanged', field: 'GuestBirthDate', oldValue: null, newValue: '1990-05-03', source: 'Manual', venueId: null, venueName: null, consent: null, createdAt: '2026-03-01T09:00:00.000Z', createdBy: 'user-gr', createdByName: 'Oliver Smith' },
      { id: 'l0', action: 'Created', field: null, oldValue: null, newValue: null, source: 'WifiLogin', venueId: null, venueName: null, consent: null, createdAt: '2024-05-02T18:00:00.000Z', createdBy: null, createdByName: null },
    ]);
    api.getFieldSources.mockResolvedValue([{ field: 'GuestEmail', hasValue: true, source: 'BookingForm', updatedAt: '2024-05-02T18:00:00.000Z', updatedBy: null, updatedByName: null }]);
    api.globalLogs.mockResolvedValue([{ id: 'e1', category: 'Email', system: 'Campaigns', message: "Campaign email 'Friday cocktail club' delivered", venueId: null, venueName: null, createdAt: '2026-02-01T10:00:00.000Z', createdBy: null, createdByName: null }]);
    renderScreen('?tab=log');
    expect(await screen.findByText('Consent Email withdrawn at Soho Cellar')).toBeInTheDocument();
    expect(screen.getByText('Phone changed from "+44 1" to "+44 2"')).toBeInTheDocument();
    expect(screen.getByText('Birth date changed from "nothing" to "03-05-1990"')).toBeInTheDocument();
    expect(screen.getByText('Profile created (Wi-Fi login)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Field sources' }));
    expect(await screen.findByRole('cell', { name: 'Booking form' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global log' }));
    expect(await screen.findByText("Campaign email 'Friday cocktail club' delivered")).toBeInTheDocument();
  });

  it('anonymises after confirmation and then shows the anonymised guest without actions', async () => {
    const user = userEvent.setup();
    api.anonymize.mockResolvedValue({ removed: { consents: 2, notes: 1, links: 1, conversations: 0, files: 0 }, ...guest({ firstName: null, lastName: null, email: null, phone: null, consents: [], notes: [], labels: [], interests: [], anonymizedAt: '2026-03-02T10:00:00.000Z', anonymizedBy: 'user-gr', anonymizedByName: 'Oliver Smith' }) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Anonymise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymise this guest?' });
    expect(within(dialog).getByText(/Charlotte Pemberton are removed for good/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anonymise for good' }));
    await waitFor(() => expect(api.anonymize).toHaveBeenCalledWith({ country: 'uk', userId: 'g1' }));
    expect(await screen.findByRole('heading', { name: 'Anonymised guest' })).toBeInTheDocument();
    expect(screen.getByText(/anonymised on 02-03-2026 by Oliver Smith/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a user who may only read the guest without a way to change it', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: ['vp.crm.guestprofiles.view'], venuePermissions: [] };
    renderScreen('?tab=consents');
    expect(await screen.findByRole('checkbox', { name: 'Email at Shoreditch Social' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonymise' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Allergic to nuts – tell the kitchen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('says so when the guest is not in the chosen country', async () => {
    api.getProfile.mockRejectedValue(new HttpError('Unable to get user profile: not found', 404, {}));
    renderScreen();
    expect(await screen.findByText(/There is no guest with this id in United Kingdom/)).toBeInTheDocument();
  });

  it('exports the guest as JSON and PDF in one click, with the reason, and shows the access log to head office', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [...allPermissions.globalPermissions, 'vp.hq.guestprofiles.export', 'vp.hq.guestprofiles.accesslog.view'], venuePermissions: [] };
    const json = new Blob(['{}'], { type: 'application/json' });
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    api.exportData.mockImplementation(async ({ body }) => (body.format === 'json' ? json : pdf));
    api.getAccessLog.mockResolvedValue([
      { id: 'a2', action: 'export', at: '2026-03-02T10:05:00.000Z', actorUserId: 'user-hq', actorName: 'Anna Holm', job: null, reason: 'Access request by email' },
      { id: 'a1', action: 'view', at: '2026-03-02T10:00:00.000Z', actorUserId: 'user-gr', actorName: 'Oliver Smith', job: null, reason: null },
    ]);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the data of Charlotte Pemberton' });
    const confirm = within(dialog).getByRole('button', { name: 'Export JSON and PDF' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: /Reason for the export/ }));
    await user.paste('Access request by email');
    await user.click(confirm);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(api.exportData).toHaveBeenCalledWith({ country: 'uk', userId: 'g1', body: { format: 'json', reason: 'Access request by email' } });
    expect(api.exportData).toHaveBeenCalledWith({ country: 'uk', userId: 'g1', body: { format: 'pdf', reason: 'Access request by email' } });
    expect(saveBlob).toHaveBeenCalledWith(json, 'guest-g1.json');
    expect(saveBlob).toHaveBeenCalledWith(pdf, 'guest-g1.pdf');
    expect(await screen.findByText("The guest's data was exported")).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Access log' }));
    const log = await screen.findByRole('table', { name: 'Who opened, exported or anonymised this profile' });
    expect(within(log).getByText('Exported the data')).toBeInTheDocument();
    expect(within(log).getByText('Access request by email')).toBeInTheDocument();
    expect(within(log).getByText('Oliver Smith')).toBeInTheDocument();
    expect(api.getAccessLog).toHaveBeenCalledWith({ country: 'uk', userId: 'g1' });
  });

  it('keeps a refused export open with the message, and offers neither export nor access log without their permissions', async () => {
    const user = userEvent.setup();
    session.permissions = { globalPermissions: [...allPermissions.globalPermissions, 'vp.hq.guestprofiles.export'], venuePermissions: [] };
    api.exportData.mockRejectedValue(new HttpError('Unable to export guest data', 403, {}));
    renderScreen('?tab=access');
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: /Reason for the export/ }));
    await user.paste('Asked at the bar');
    await user.click(within(dialog).getByRole('button', { name: 'Export JSON and PDF' }));
    expect(await within(dialog).findByText(/Unable to export guest data/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason for the export/ })).toHaveValue('Asked at the bar');
    expect(saveBlob).not.toHaveBeenCalled();
    // No access log permission: the tab is not offered, and the address falls back to the details.
    expect(screen.queryByRole('tab', { name: 'Access log' })).not.toBeInTheDocument();
    expect(api.getAccessLog).not.toHaveBeenCalled();

    session.permissions = allPermissions;
  });
});
