import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import type { SetupTree } from '@/screens/shared/BookingKit/queries';
import { TableDialog } from '@/screens/setup/VenueSetupScreen/TableDialog';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { createTable: vi.fn(), updateTable: vi.fn(), moveTable: vi.fn() } }));
const api = vi.mocked(venueSetupsApi);

const table = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, seatCount: 4, venueTableType: 2, note: 'By the bar', isRoundTable: true, combinationTablePartIds: [], isActive: true, venuePolicies: [], seatingStrategies: [], version: 3, ...extra });
const setup = {
  id: 'setup-1',
  name: 'Standard',
  version: 1,
  venueSections: [
    { id: 'main', name: 'Main room', venueTables: [table('t1', 'A1')] },
    { id: 'lounge', name: 'Lounge', venueTables: [] },
  ],
} as unknown as SetupTree;

function renderDialog() {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const onLayoutChanged = vi.fn();
  const section = setup.venueSections[0];
  renderPage(<TableDialog setup={setup} section={section} table={section.venueTables[0]} currency="DKK" timeZone="Europe/Copenhagen" onSaved={onSaved} onLayoutChanged={onLayoutChanged} onClose={onClose} />);
  return { onSaved, onClose, onLayoutChanged };
}

async function moveToLounge() {
  const dialog = await screen.findByRole('dialog', { name: 'Table A1' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Section' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Lounge' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

beforeEach(() => vi.resetAllMocks());

describe('TableDialog', { timeout: 60_000 }, () => {
  it('edits a table with the version it was shown at', async () => {
    api.updateTable.mockResolvedValue({} as never);
    const { onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Table A1' });
    fireEvent.change(within(dialog).getByLabelText(/Seats/), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateTable).toHaveBeenCalledWith(expect.objectContaining({ tableId: 't1', body: expect.objectContaining({ seatCount: 6, version: 3 }) }));
  });

  it('saves the changes, then moves the table with its bookings in one call', async () => {
    api.updateTable.mockResolvedValue({ id: 't1', version: 4 } as never);
    api.moveTable.mockResolvedValue({ id: 't9', version: 1, movedBookings: 2 } as never);
    const { onSaved } = renderDialog();
    await moveToLounge();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ section: 'Lounge', count: 2 }));
    expect(api.updateTable).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'main', tableId: 't1', body: expect.objectContaining({ venueTableType: 2, version: 3 }) }));
    expect(api.moveTable).toHaveBeenCalledWith({ id: 'setup-1', sectionId: 'main', tableId: 't1', targetSectionId: 'lounge', body: { version: 4 } });
  });

  it('shows why a move is refused and the table as it is now', async () => {
    api.updateTable.mockResolvedValue({ id: 't1', version: 4 } as never);
    api.moveTable.mockRejectedValue(new HttpError('Table A1 cannot be moved from Main room to Lounge: its booking at 19:00 on 12-03-2030 would break a hard limit of Lounge', 409, {}));
    const { onSaved, onClose, onLayoutChanged } = renderDialog();
    const dialog = await moveToLounge();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Table A1 cannot be moved from Main room to Lounge'));
    expect(onLayoutChanged).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
