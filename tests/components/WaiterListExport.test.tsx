import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posDevicesApi } from '@generated/client/api/posDevices';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { waiterListsApi } from '@generated/client/api/waiterLists';
import WaiterListScreen from '@/screens/pos/WaiterListScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/waiterLists', () => ({ waiterListsApi: { getDay: vi.fn(), saveDay: vi.fn() } }));
vi.mock('@generated/client/api/posDevices', () => ({ posDevicesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueInfo', () => ({ venueInfoApi: { getUsers: vi.fn() } }));
vi.mock('@/screens/pos/PosShared/usePosVenue', () => ({ usePosVenue: () => ({ mode: 'venue', venueId: 'venue-1', country: 'dk', picker: null, loading: false }) }));

const waiters = [
  { userId: 'u1', name: 'Mette Hansen', role: 'manager', startTime: '17:00', endTime: '01:30', terminalIds: ['t1', 't2'] },
  { userId: null, name: 'Jonas Berg', role: 'bartender', startTime: '18:00', endTime: '02:00', terminalIds: [] },
  { userId: null, name: 'Sofie Dahl', role: 'runner', startTime: '19:30', endTime: '23:00', terminalIds: ['t2'] },
];

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(waiterListsApi.getDay).mockResolvedValue({ id: 'wl1', venueId: 'venue-1', date: '2026-11-28', version: 3, waiters } as never);
  vi.mocked(posDevicesApi.getList).mockResolvedValue([
    { id: 't1', name: 'Bar till' },
    { id: 't2', name: 'Terrace till' },
  ] as never);
  vi.mocked(venueInfoApi.getUsers).mockResolvedValue([]);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe("the export of a day's waiter list", () => {
  it('writes the day shown in Danish, roles in words, times as times and terminals by name', async () => {
    renderPage(<WaiterListScreen />, { path: '/vp/poc/waiterlist?date=2026-11-28', locale: 'dan' });
    await screen.findByRole('table', { name: 'Personale på vagt' });
    await screen.findByText('Bar till, Terrace till');
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['waiter-list-2026-11-28.xlsx']);
    expect(sheet.name).toBe('Tjenerliste 28-11-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Navn', 'Rolle', 'Starter', 'Slutter', 'Terminaler']);
    expect(sheetRows(sheet)).toEqual([
      ['Mette Hansen', 'Vagtleder', new Date('1899-12-30T17:00:00Z'), new Date('1899-12-30T01:30:00Z'), 'Bar till, Terrace till'],
      ['Jonas Berg', 'Bartender', new Date('1899-12-30T18:00:00Z'), new Date('1899-12-30T02:00:00Z')],
      ['Sofie Dahl', 'Løber', new Date('1899-12-30T19:30:00Z'), new Date('1899-12-30T23:00:00Z'), 'Terrace till'],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('hh:mm');
    expect(waiterListsApi.getDay).toHaveBeenCalledWith({ venueId: 'venue-1', date: '2026-11-28' });
  });

  it('writes the list as the table shows it, a person removed but not yet saved left out', async () => {
    renderPage(<WaiterListScreen />, { path: '/vp/poc/waiterlist?date=2026-11-28' });
    await screen.findByRole('table', { name: 'Staff on shift' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Jonas Berg' }));
    const sheet = await exportSheet(downloads);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Role', 'Starts', 'Ends', 'Terminals']);
    expect(sheetRows(sheet).map((row) => row[0])).toEqual(['Mette Hansen', 'Sofie Dahl']);
  });

  it('has nothing to export on a day nobody is on', async () => {
    vi.mocked(waiterListsApi.getDay).mockResolvedValue({ id: null, venueId: 'venue-1', date: '2026-11-28', version: 0, waiters: [] } as never);
    renderPage(<WaiterListScreen />, { path: '/vp/poc/waiterlist?date=2026-11-28' });
    await screen.findByText('Nobody is on the list for this day.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
