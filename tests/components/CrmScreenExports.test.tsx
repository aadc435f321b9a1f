import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { emailSyncAccountsApi } from '@generated/client/api/emailSyncAccounts';
import { messengerIdentitiesApi } from '@generated/client/api/messengerIdentities';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { VenueCheckIns } from '@/screens/crm/DynamicFormsScreen/VenueCheckIns';
import { IdentitiesCard } from '@/screens/crm/EngageConfigurationScreen/IdentitiesCard';
import { MailboxesCard } from '@/screens/crm/EngageConfigurationScreen/MailboxesCard';
import { MasterVenues } from '@/screens/crm/MasterCampaignsScreen/MasterVenues';
import { ApprovalQueue } from '@/screens/crm/VenueCampaignsScreen/ApprovalQueue';
import type { CampaignSummary } from '@/screens/crm/VenueCampaignsScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueCampaigns', () => ({ venueCampaignsApi: { forHqApproval: vi.fn(), byMaster: vi.fn() } }));
vi.mock('@generated/client/api/dynamicForms', () => ({ dynamicFormsApi: { venues: vi.fn() } }));
vi.mock('@generated/client/api/messengerIdentities', () => ({ messengerIdentitiesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/emailSyncAccounts', () => ({ emailSyncAccountsApi: { getList: vi.fn() } }));

const campaign = (n: number, extra: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id: `vc-${n}`,
  version: 1,
  venueId: 'venue-dk-norrebro',
  venueName: 'Nørrebro Social',
  masterId: 'mc-1',
  masterName: 'Christmas 2026',
  title: `Christmas menu ${n}`,
  status: 'SubmittedForApproval',
  group: 'Draft',
  emailDate: null,
  smsDate: null,
  pushDate: null,
  submitComment: null,
  rejectedComment: null,
  submittedAt: '2026-11-20T14:05:00.000Z',
  updatedAt: '2026-11-21T08:30:00.000Z',
  ...extra,
});

beforeEach(() => vi.resetAllMocks());
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the exports of the CRM lists held whole', () => {
  it('writes the approval queue in its order, the submitted moment as a date-time and a date column per medium', async () => {
    vi.mocked(venueCampaignsApi.forHqApproval).mockResolvedValue([
      campaign(1, { emailDate: '2026-12-01', submitComment: 'Ready when you are' }),
      campaign(2, { venueName: 'Vesterbro Kitchen', masterName: null, pushDate: '2026-12-03' }),
    ]);
    renderPage(<ApprovalQueue />, { path: '/vp/venuecampaigns' });
    await screen.findByRole('table', { name: 'Approval queue' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['campaign-approval-queue-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Approval queue');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Title', 'Venue', 'Submitted', 'Send dates: Email', 'Send dates: SMS', 'Send dates: Push', 'Submission comment']);
    const rows = sheetRows(sheet);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['Christmas menu 1', 'Nørrebro Social'],
      ['Christmas menu 2', 'Vesterbro Kitchen'],
    ]);
    expect(rows[0][3]).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(rows[0][6]).toBe('Ready when you are');
    expect(rows[1][5]).toEqual(new Date('2026-12-03T00:00:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('D2').numFmt).toBe('dd-mm-yyyy');
  });

  it("writes a master's venue campaigns with their statuses in words, the sheet named after the master", async () => {
    vi.mocked(venueCampaignsApi.byMaster).mockResolvedValue([
      campaign(1, { status: 'Rejected', rejectedComment: 'Use this year’s prices' }),
      campaign(2, { venueName: 'Aarhus Bar', status: 'Approved', smsDate: '2026-12-02' }),
    ] as never);
    renderPage(<MasterVenues id="mc-1" name="Christmas 2026" />, { path: '/crm/campaigns' });
    await screen.findByRole('table', { name: 'Venues' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['master-campaign-venues-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Christmas 2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Venue', 'Status', 'Send dates: Email', 'Send dates: SMS', 'Send dates: Push', 'Rejection comment', 'Last changed']);
    const rows = sheetRows(sheet);
    expect(rows.map((r) => [r[0], r[1], r[5]])).toEqual([
      ['Nørrebro Social', 'Rejected', 'Use this year’s prices'],
      ['Aarhus Bar', 'Approved', undefined],
    ]);
    expect(rows[1][3]).toEqual(new Date('2026-12-02T00:00:00Z'));
    expect(sheet.getCell('G2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it("writes the dynamic forms' venues with their published forms in one cell and the check-ins as numbers", async () => {
    vi.mocked(dynamicFormsApi.venues).mockResolvedValue([
      { venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', country: 'dk', forms: [{ id: 'f1', name: 'Christmas party enquiry', isActive: true }, { id: 'f2', name: 'Wine club', isActive: false }], checkInsLast30Days: 42 },
      { venueId: 'venue-no-bryggen', name: 'Bryggen Bar', country: 'no', forms: [], checkInsLast30Days: 0 },
    ] as never);
    renderPage(<VenueCheckIns />, { path: '/crm/dynamicforms' });
    await screen.findByRole('table', { name: 'Venues and check-ins' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['dynamic-form-check-ins-2026-11-27.xlsx']);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Venue', 'Country', 'Published forms', 'Check-ins, last 30 days']);
    expect(sheetRows(sheet)).toEqual([
      ['Nørrebro Social', 'Denmark', 'Christmas party enquiry, Wine club', 42],
      ['Bryggen Bar', 'Norway', undefined, 0],
    ]);
  });

  it("writes the venue's messenger pages and its own mailboxes, each card its own file", async () => {
    vi.mocked(messengerIdentitiesApi.getList).mockResolvedValue([
      { id: 'mi-1', venueId: 'venue-dk-norrebro', platform: 'Facebook', pageId: '100012345', pageName: 'Nørrebro Social' },
      { id: 'mi-2', venueId: 'venue-dk-norrebro', platform: 'Instagram', pageId: 'ig_norrebro', pageName: '@norrebrosocial' },
    ] as never);
    vi.mocked(emailSyncAccountsApi.getList).mockResolvedValue([
      { id: 'm-1', venueId: 'venue-dk-norrebro', venueName: 'Nørrebro Social', syncEmail: 'norrebro@example.dk', aliases: ['booking.norrebro@example.dk'], status: 'Error', lastSyncAt: '2026-11-27T08:15:00.000Z' },
      { id: 'm-2', venueId: 'venue-dk-vesterbro', venueName: 'Vesterbro', syncEmail: 'vesterbro@example.dk', aliases: [], status: 'Synced', lastSyncAt: null },
    ] as never);
    renderPage(
      <>
        <IdentitiesCard venueId="venue-dk-norrebro" />
        <MailboxesCard venueId="venue-dk-norrebro" />
      </>,
      { path: '/crm/engage/configuration' },
    );
    await screen.findByRole('table', { name: 'Messenger pages' });
    const pages = await exportSheet(downloads, screen.getByRole('region', { name: 'Messenger pages' }));
    expect(downloads.names).toEqual(['messenger-pages-2026-11-27.xlsx']);
    expect(pages.getRow(1).values).toEqual([undefined, 'Platform', 'Page name', 'Page id']);
    expect(sheetRows(pages)).toEqual([
      ['Facebook Messenger', 'Nørrebro Social', '100012345'],
      ['Instagram', '@norrebrosocial', 'ig_norrebro'],
    ]);

    downloads.files = [];
    downloads.names = [];
    await screen.findByRole('table', { name: 'Email mailboxes' });
    const mailboxes = await exportSheet(downloads, screen.getByRole('region', { name: 'Email mailboxes' }));
    expect(downloads.names).toEqual(['mailboxes-2026-11-27.xlsx']);
    expect(mailboxes.getRow(1).values).toEqual([undefined, 'Mailbox', 'Aliases', 'Status', 'Last synchronised']);
    // Only this venue's mailbox, its status in words and its last sync as the browser's time shows it.
    const synced = new Date('2026-11-27T08:15:00Z');
    const shown = new Date(Date.UTC(synced.getFullYear(), synced.getMonth(), synced.getDate(), synced.getHours(), synced.getMinutes()));
    expect(sheetRows(mailboxes)).toEqual([['norrebro@example.dk', 'booking.norrebro@example.dk', 'Sync failed', shown]]);
    expect(mailboxes.getCell('D2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
