import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campusLevelChangesApi } from '@generated/client/api/campusLevelChanges';
import { plandayPayrateChangesApi } from '@generated/client/api/plandayPayrateChanges';
import PayrollChangesScreen from '@/screens/reports/PayrollChangesScreen';
import { downloadFrom } from '@/screens/shared/download';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/plandayPayrateChanges', () => ({ plandayPayrateChangesApi: { getList: vi.fn() }, plandayPayrateChangesEndpoints: { exportXlsx: { name: 'exportXlsx' } } }));
vi.mock('@generated/client/api/campusLevelChanges', () => ({ campusLevelChangesApi: { getList: vi.fn() } }));
vi.mock('@/screens/shared/download', () => ({ downloadFrom: vi.fn() }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => ({ venues: [{ venueId: 'venue-1', name: 'Nørrebro Social' }, { venueId: 'venue-2', name: 'Vesterbro Cocktail Club' }] }) }));

const rates = vi.mocked(plandayPayrateChangesApi);
const row = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  venueId: 'venue-1',
  venueName: 'Nørrebro Social',
  country: 'dk',
  currency: 'DKK',
  employeeName: 'Mette Holm',
  employeeNumber: 'NBS-101',
  reason: 1,
  oldRate: 14500,
  newRate: 15800,
  effectiveDate: '2026-11-02',
  hasError: false,
  errorMessage: null,
  ...over,
});

beforeEach(() => {
  vi.resetAllMocks();
  rates.getList.mockResolvedValue({ items: [row(), row({ id: 'r2', employeeName: 'Rasmus Berg', oldRate: 15800, newRate: 16400, hasError: true, errorMessage: 'Employee not found in Planday', reason: 3 })], totalItems: 2, page: 1, pageSize: 25, totalPages: 1 } as never);
  vi.mocked(campusLevelChangesApi.getList).mockResolvedValue({ items: [], totalItems: 0, page: 1, pageSize: 25, totalPages: 1 } as never);
  vi.mocked(downloadFrom).mockResolvedValue(undefined);
});

describe('PayrollChangesScreen', () => {
  it('shows rate changes in the venue\'s currency with the transfer result', async () => {
    renderPage(<PayrollChangesScreen />, { path: '/cockpit/payroll-changes' });
    const table = await screen.findByRole('table', { name: 'Pay rate changes' });
    expect(within(table).getByText('145,00 DKK')).toBeInTheDocument();
    expect(within(table).getAllByText('158,00 DKK')).toHaveLength(2);
    expect(within(table).getAllByText('02-11-2026')).toHaveLength(2);
    expect(within(table).getByText('Failed: Employee not found in Planday')).toBeInTheDocument();
    expect(within(table).getByText('Salary increase')).toBeInTheDocument();
  });

  it('filters on the server and exports with exactly the filters and order the screen uses', async () => {
    const user = userEvent.setup();
    renderPage(<PayrollChangesScreen />, { path: '/cockpit/payroll-changes' });
    await screen.findByRole('table', { name: 'Pay rate changes' });
    await user.click(screen.getByRole('combobox', { name: 'Venue' }));
    await user.click(await screen.findByRole('option', { name: 'Nørrebro Social' }));
    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Level change' }));
    await user.click(screen.getByRole('switch', { name: 'Transfer failed only' }));
    await waitFor(() => expect(rates.getList).toHaveBeenLastCalledWith(expect.objectContaining({ venueId: 'venue-1', reason: 1, hasError: true, sort: 'effectiveDate', order: 'DESC', page: 1, perPage: 25 })));
    await user.click(screen.getByRole('button', { name: 'Employee' }));
    await waitFor(() => expect(rates.getList).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'employeeName', order: 'ASC' })));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloadFrom).toHaveBeenCalled());
    expect(vi.mocked(downloadFrom).mock.calls[0][1]).toEqual({ body: { venueId: 'venue-1', reason: 1, hasError: true, sort: 'employeeName', order: 'ASC', locale: 'eng', from: undefined, to: undefined, q: undefined } });
    expect(await screen.findByText('The spreadsheet has been downloaded')).toBeInTheDocument();
  });
});
