import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueDriveApi } from '@generated/client/api/venueDrive';
import VenueDriveScreen from '@/screens/venue/VenueDriveScreen';
import type { DriveListing } from '@/screens/venue/VenueDriveScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionWith } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/venueDrive', () => ({
  venueDriveApi: { listDirectory: vi.fn(), createDirectory: vi.fn(), deleteFile: vi.fn(), deleteDirectory: vi.fn(), setDomainPermission: vi.fn(), download: vi.fn() },
  venueDriveEndpoints: { download: {} },
}));
vi.mock('@generated/client/api/media', () => ({ mediaApi: { upload: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'fi' }) }));

const file = (over: Partial<DriveListing['files'][number]> = {}): DriveListing['files'][number] => ({
  id: 'f1',
  name: 'Cocktail menu.pdf',
  contentType: 'application/pdf',
  size: 1_572_864,
  folder: '/Menus',
  domainPermission: 'region',
  uploadedAt: '2026-11-02T09:15:00.000Z',
  uploadedBy: 'Lars Nielsen',
  ...over,
});

const menus: DriveListing = {
  venueId: 'venue-1',
  directory: '/Menus',
  parent: '/',
  folders: [{ path: '/Menus/Archive', name: 'Archive', fileCount: 3 }],
  files: [file(), file({ id: 'f2', name: 'Wine list.txt', contentType: 'text/plain', size: 2048, domainPermission: 'venue', uploadedAt: '2026-06-30T22:05:00.000Z', uploadedBy: null })],
  shared: [],
};
const root: DriveListing = {
  venueId: 'venue-1',
  directory: '/',
  parent: null,
  folders: [{ path: '/Menus', name: 'Menus', fileCount: 2 }],
  files: [],
  shared: [
    { ...file({ id: 's1', name: 'Fire procedure.pdf', domainPermission: 'country' }), venueId: 'venue-2', venueName: 'Vesterbro Kitchen' },
    { ...file({ id: 's2', name: 'Brand guide.pdf', domainPermission: 'group' }), venueId: 'venue-9', venueName: 'Shoreditch Social' },
  ],
};

// A venue in Helsinki: its times are neither the browser's nor the group's home zone.
const session = sessionWith(undefined, { venues: [{ venueId: 'venue-1', name: 'Helsinki Social', logoUrl: null, country: 'fi', timeZone: 'Europe/Helsinki' }] });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(venueDriveApi.listDirectory).mockImplementation(async (input) => (input?.directory === '/Menus' ? menus : root));
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe("the exports of a venue's drive", () => {
  it("writes the folder shown in Danish: folders first, sizes as shown, the upload in the venue's time, who sees it in words", async () => {
    renderPage(<VenueDriveScreen />, { path: '/vp/venuedrive?dir=/Menus', locale: 'dan', session });
    await screen.findByText('Wine list.txt');
    // The table shows the upload in the venue's time too.
    expect(screen.getByText('02/11/2026 11:15 af Lars Nielsen')).toBeInTheDocument();
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['venue-drive-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Drev - Menus');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Navn', 'Type', 'Størrelse', 'Uploadet', 'Uploadet af', 'Hvem ser den']);
    expect(sheetRows(sheet)).toEqual([
      ['Archive', 'Mappe', '3 filer'],
      ['Cocktail menu.pdf', 'Fil', '1,5 MB', new Date('2026-11-02T11:15:00Z'), 'Lars Nielsen', 'Steder i regionen'],
      // Summer time in Helsinki: the day after in the venue's zone.
      ['Wine list.txt', 'Fil', '2 kB', new Date('2026-07-01T01:05:00Z'), undefined, 'Dette sted'],
    ]);
    expect(sheet.getCell('D3').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('writes the files other venues share in their own file, from whom and with whom in words', async () => {
    renderPage(<VenueDriveScreen />, { path: '/vp/venuedrive', session });
    const shared = await screen.findByRole('region', { name: 'Shared with this venue' });
    const sheet = await exportSheet(downloads, shared);
    expect(downloads.names).toEqual(['venue-drive-shared-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Shared with this venue');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'From', 'Who sees it']);
    expect(sheetRows(sheet)).toEqual([
      ['Fire procedure.pdf', 'Vesterbro Kitchen', 'Venues in the country'],
      ['Brand guide.pdf', 'Shoreditch Social', 'Every venue in the group'],
    ]);
  });

  it('has nothing to export in an empty folder', async () => {
    vi.mocked(venueDriveApi.listDirectory).mockResolvedValue({ ...menus, folders: [], files: [] });
    renderPage(<VenueDriveScreen />, { path: '/vp/venuedrive?dir=/Menus', session });
    await screen.findByText('This folder is empty. Upload files or create a folder.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
