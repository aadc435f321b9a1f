import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import type { SetupTree } from '@/screens/shared/BookingKit/queries';
import { TableDialog } from '@/screens/setup/VenueSetupScreen/TableDialog';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { createTable: vi.fn(), updateTable: vi.fn(), deleteTable: vi.fn() } }));
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
  const section = setup.venueSections[0];
  renderPage(<TableDialog setup={setup} section={section} table={section.venueTables[0]} currency="DKK" timeZone="Europe/Copenhagen" onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
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

  it('moves a table by deleting it and creating it in the other section with its type', async () => {
    api.deleteTable.mockResolvedValue(undefined as never);
    api.createTable.mockResolvedValue({ id: 't9', version: 1 } as never);
    api.updateTable.mockResolvedValue({} as never);
    const { onSaved } = renderDialog();
    await moveToLounge();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Lounge'));
    expect(api.deleteTable).toHaveBeenCalledWith({ id: 'setup-1', sectionId: 'main', tableId: 't1' });
    expect(api.createTable).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'lounge', body: expect.objectContaining({ name: 'A1', venueTableType: 1 }) }));
    expect(api.updateTable).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'lounge', tableId: 't9', body: expect.objectContaining({ venueTableType: 2, version: 1 }) }));
  });

  it('puts the table back in its section when it cannot be created in the other one', async () => {
    api.deleteTable.mockResolvedValue(undefined as never);
    api.createTable.mockRejectedValueOnce(new HttpError('Unable to get Team Members', 500, {})).mockResolvedValueOnce({ id: 't10', version: 1 } as never);
    api.updateTable.mockResolvedValue({} as never);
    const { onSaved, onClose } = renderDialog();
    const dialog = await moveToLounge();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to get Team Members'));
    expect(api.createTable).toHaveBeenLastCalledWith(expect.objectContaining({ sectionId: 'main', body: expect.objectContaining({ name: 'A1', venueTableType: 1, note: 'By the bar' }) }));
    expect(api.updateTable).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 'main', tableId: 't10', body: expect.objectContaining({ venueTableType: 2, isRoundTable: true, version: 1 }) }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes nothing when the table has bookings and cannot be deleted', async () => {
    api.deleteTable.mockRejectedValue(new HttpError('Bookings are reserved for this table, so it cannot be deleted (2 bookings from tonight on; move or cancel them first)', 409, {}));
    renderDialog();
    const dialog = await moveToLounge();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Bookings are reserved for this table, so it cannot be deleted'));
    expect(api.createTable).not.toHaveBeenCalled();
  });
});
