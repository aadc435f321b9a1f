import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stockSettingsApi } from '@generated/client/api/stockSettings';
import type { PermissionData } from '@/shared/permissions';
import StockSettingsScreen from '@/screens/procurement/StockSettingsScreen';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/stockSettings', () => ({ stockSettingsApi: { get: vi.fn(), update: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'dk' }) }));
const session = vi.hoisted(() => ({ permissions: null as PermissionData | null, venues: [{ venueId: 'venue-dk-norrebro', country: 'dk' }] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(stockSettingsApi);
const year = pinClock('2027-06-15T12:00:00Z').year();
const saved = { id: 'ss-dk', version: 3, country: 'dk' as const, countIntervalDays: 28, varianceTolerancePercentage: 5, purchaseOrderPrefix: 'PO-DK', defaultLeadTimeDays: 2, createdAt: '2026-01-01T08:00:00Z', updatedAt: '2026-05-04T12:15:00Z', createdBy: null, updatedBy: null };

const renderScreen = () => renderPage(<StockSettingsScreen />, { path: '/procurement/settings?countryId=dk' });
const field = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const prefix = () => screen.getByRole('textbox', { name: /Order number prefix/ }) as HTMLInputElement;

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions = { globalPermissions: ['pp.pim.stockmanagement.show', 'pp.pim.stockmanagement.edit'], venuePermissions: [] };
  api.get.mockResolvedValue(structuredClone(saved) as never);
  api.update.mockImplementation(async ({ body }) => ({ ...saved, ...body, version: (body.version ?? 0) + 1 }) as never);
});

describe('StockSettingsScreen', () => {
  it('shows the saved settings and saves a change with the version it was read at', async () => {
    const user = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(field(/Count every/).value).toBe('28'));
    expect(screen.getByText('Last saved 04/05/2026 ' + new Date('2026-05-04T12:15:00Z').toTimeString().slice(0, 5) + '.')).toBeInTheDocument();
    await user.clear(field(/Count every/));
    await user.type(field(/Count every/), '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0][0]).toEqual({
      countryId: 'dk',
      body: { country: 'dk', version: 3, countIntervalDays: 14, varianceTolerancePercentage: 5, purchaseOrderPrefix: 'PO-DK', defaultLeadTimeDays: 2 },
    });
    expect(await screen.findByText('Stock settings saved')).toBeInTheDocument();
  });

  it('says the defaults apply until the first save, which sends version 0', async () => {
    const user = userEvent.setup();
    api.get.mockResolvedValue({ id: null, version: 0, country: 'dk', countIntervalDays: 30, varianceTolerancePercentage: 5, purchaseOrderPrefix: 'PO', defaultLeadTimeDays: 2 } as never);
    renderScreen();
    expect(await screen.findByText(/have not been saved for the country yet/)).toBeInTheDocument();
    await user.clear(prefix());
    await user.type(prefix(), 'po-dk');
    expect(prefix().value).toBe('PO-DK');
    expect(screen.getByText(`New purchase orders are numbered PO-DK-${year}-0001. Capital letters, digits and "-".`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    expect(api.update.mock.calls[0][0].body).toMatchObject({ version: 0, purchaseOrderPrefix: 'PO-DK' });
  });

  it('checks the prefix before sending and shows the server\'s field messages', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update stock settings: body.defaultLeadTimeDays: must be at most 60', 400, { errors: { defaultLeadTimeDays: 'must be at most 60' } }));
    renderScreen();
    await waitFor(() => expect(prefix().value).toBe('PO-DK'));
    await user.clear(prefix());
    await user.type(prefix(), 'PO/DK');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use capital letters A–Z, digits and "-" only')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    await user.clear(prefix());
    await user.type(prefix(), 'PODK');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be at most 60')).toBeInTheDocument();
    expect(screen.getByText(/Unable to update stock settings/)).toBeInTheDocument();
    expect(prefix().value).toBe('PODK');
  });

  it('tells the user when someone else saved first and reloads on request', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to update stock settings: These stock settings were changed by someone else (now version 4, yours 3).', 409, {}));
    renderScreen();
    await waitFor(() => expect(field(/Count every/).value).toBe('28'));
    await user.clear(field(/Count every/));
    await user.type(field(/Count every/), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed these settings/)).toBeInTheDocument();
    expect(field(/Count every/).value).toBe('10');
    api.get.mockResolvedValue({ ...saved, version: 4, countIntervalDays: 21 } as never);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field(/Count every/).value).toBe('21'));
    expect(screen.queryByText(/Someone else changed these settings/)).not.toBeInTheDocument();
  });

  it('is read-only without the stock management write permission', async () => {
    session.permissions = { globalPermissions: ['pp.pim.stockmanagement.show', 'pp.pos.poc.show'], venuePermissions: [] };
    renderScreen();
    expect(await screen.findByText('You can look here but not make changes.')).toBeInTheDocument();
    expect(field(/Count every/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
