import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaApi } from '@generated/client/api/media';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import type { VenueDetails } from '@/screens/shared/BookingKit/queries';
import SetupFloorplanScreen from '@/screens/setup/SetupFloorplanScreen';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/media', () => ({ mediaApi: { upload: vi.fn(), download: vi.fn() } }));
vi.mock('@generated/client/api/venueDetails', () => ({ venueDetailsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/venueSetups', () => ({ venueSetupsApi: { getList: vi.fn(), getFloorplan: vi.fn(), putFloorplan: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const api = { details: vi.mocked(venueDetailsApi), setups: vi.mocked(venueSetupsApi), media: vi.mocked(mediaApi) };
const details = { id: 'venue-1', venuePortalId: 'venue-1', name: 'Nørrebro Social', timeZoneCode: 'Europe/Copenhagen', startTimeOfDay: '10:00', currencyInfo: { code: 'DKK' }, version: 1 } as unknown as VenueDetails;
const table = (id: string, name: string, seats: number, extra: object = {}) => ({ id, name, seatCount: seats, venueTableType: 1, isRoundTable: false, isActive: true, combinationTablePartIds: [], ...extra });
const setup = {
  id: 'setup-1',
  name: 'Standard',
  version: 1,
  venueSections: [
    { id: 'main', name: 'Main room', venueTables: [table('a1', 'A1', 4), table('a2', 'A2', 4), table('a12', 'A1+A2', 8, { combinationTablePartIds: ['a1', 'a2'] })] },
    { id: 'bar', name: 'Bar', venueTables: [table('h1', 'H1', 2, { venueTableType: 2, isRoundTable: true })] },
  ],
};
const stored = { venueSetupId: 'setup-1', width: 800, height: 500, backgroundImage: null, tables: [{ venueTableId: 'a1', x: 100, y: 100, width: 80, height: 60, rotation: 0, name: 'A1', seatCount: 4, isActive: true }], sections: [], version: 4 };

const EDITOR = ['vp.vp.booking.show', 'vp.vp.booking.setup'];

beforeEach(() => {
  vi.resetAllMocks();
  api.details.getList.mockResolvedValue([details]);
  api.setups.getList.mockResolvedValue([structuredClone(setup)] as never);
  api.setups.getFloorplan.mockResolvedValue(structuredClone(stored) as never);
  api.setups.putFloorplan.mockImplementation(async ({ body }) => ({ ...stored, ...body, version: body.version + 1 }) as never);
  api.media.upload.mockResolvedValue({ id: 'room-picture' } as never);
  api.media.download.mockResolvedValue(new Blob(['png'], { type: 'image/png' }) as never);
  URL.createObjectURL = vi.fn(() => 'blob:room');
  URL.revokeObjectURL = vi.fn();
});

const renderEditor = (permissions = EDITOR) => renderPage(<SetupFloorplanScreen />, { path: '/marcom/marcom/floorplan?venueId=venue-1', session: sessionAtVenue('venue-1', permissions) });
const tableOnPlan = async (name: string) => screen.findByRole('button', { name: new RegExp(`^${name} · \\d+ \\(${name}, seats`) }, { timeout: 5000 });
const saved = () => api.setups.putFloorplan.mock.calls.at(-1)![0].body;

describe('SetupFloorplanScreen', () => {
  it('moves a table by keyboard: Tab selects it, arrows move it a grid step, Shift+arrows five, R rotates, + grows it', async () => {
    const user = userEvent.setup();
    renderEditor();
    const a1 = await tableOnPlan('A1');
    expect(a1).toHaveAccessibleName('A1 · 4 (A1, seats: 4). Place 100, 100, size 80 × 60, turned 0°.');
    a1.focus();
    expect(await screen.findByText('Selected: A1')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}r+');
    expect(await tableOnPlan('A1')).toHaveAccessibleName('A1 · 4 (A1, seats: 4). Place 120, 150, size 90 × 70, turned 15°.');
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    await waitFor(() => expect(api.setups.putFloorplan).toHaveBeenCalledTimes(1));
    expect(saved()).toMatchObject({ width: 800, height: 500, version: 4, tables: [{ venueTableId: 'a1', x: 120, y: 150, width: 90, height: 70, rotation: 15 }] });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('undoes and redoes each change with Ctrl+Z and Ctrl+Y, and Delete takes a table back to the tray', async () => {
    const user = userEvent.setup();
    renderEditor();
    (await tableOnPlan('A1')).focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 90, 90,/);
    await user.keyboard('{Control>}z{/Control}');
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 90, 100,/);
    await user.keyboard('{Control>}z{/Control}');
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 100, 100,/);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await user.keyboard('{Control>}y{/Control}');
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 90, 100,/);
    (await tableOnPlan('A1')).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^A1, seats/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place A1 on the plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 90, 100,/);
    expect(screen.queryByRole('button', { name: 'Place A1 on the plan' })).not.toBeInTheDocument();
  });

  it('places tables from the tray and draws a section area; a combination table is drawn from its parts', async () => {
    const user = userEvent.setup();
    renderEditor();
    await tableOnPlan('A1');
    expect(screen.getByText('A1+A2 is drawn from its parts: A1 + A2')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Combination table A1\+A2/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place A2 on the plan' }));
    expect(await tableOnPlan('A2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Combination table A1+A2 of A1, A2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place H1 on the plan' }));
    expect(await tableOnPlan('H1')).toHaveAccessibleName(/^H1 · 2 \(H1, seats: 2\), round, high table\./);
    await user.click(screen.getByRole('button', { name: 'Draw the area of Main room' }));
    expect(screen.getByRole('button', { name: /^Area of Main room\./ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    await waitFor(() => expect(api.setups.putFloorplan).toHaveBeenCalledTimes(1));
    expect(saved().tables!.map((t) => t.venueTableId)).toEqual(['a1', 'a2', 'h1']);
    expect(saved().sections).toEqual([expect.objectContaining({ venueSectionId: 'main' })]);
  });

  it('says so when someone else saved first, and reloads their version', async () => {
    const user = userEvent.setup();
    api.setups.putFloorplan.mockRejectedValueOnce(new HttpError('The floorplan of this setup was changed by someone else (now version 5, yours 4). Reload it and make your change again.', 409, {}));
    renderEditor();
    (await tableOnPlan('A1')).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    expect(await screen.findByText(/Someone else saved this floorplan meanwhile/)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    api.setups.getFloorplan.mockResolvedValue({ ...structuredClone(stored), tables: [{ ...stored.tables[0], x: 300 }], version: 5 } as never);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 300, 100,/);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it("puts a picture of the room under the plan: uploaded at the setup's venue, saved with the plan, taken back by undo", async () => {
    const user = userEvent.setup();
    renderEditor();
    await tableOnPlan('A1');
    expect(screen.queryByTestId('floorplan-picture')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Picture of the room'), new File(['png'], 'room.png', { type: 'image/png' }));
    expect(api.media.upload).toHaveBeenCalledWith({ type: 'floorplan', body: expect.any(FormData) });
    const form = api.media.upload.mock.calls[0][0].body as FormData;
    expect(form.get('venueId')).toBe('venue-1');
    expect(await screen.findByTestId('floorplan-picture')).toHaveAttribute('href', 'blob:room');
    expect(api.media.download).toHaveBeenCalledWith({ id: 'room-picture' });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByTestId('floorplan-picture')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.click(screen.getByRole('button', { name: 'Save floorplan' }));
    await waitFor(() => expect(api.setups.putFloorplan).toHaveBeenCalledTimes(1));
    expect(saved()).toMatchObject({ backgroundImage: 'room-picture' });

    await user.click(await screen.findByRole('button', { name: 'Remove room picture' }));
    expect(screen.queryByTestId('floorplan-picture')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room picture' })).toBeInTheDocument();
  });

  it('says why a picture was refused and leaves the plan as it was', async () => {
    const user = userEvent.setup();
    api.media.upload.mockRejectedValue(new HttpError('body.file: is larger than 10 MB', 413));
    renderEditor();
    await tableOnPlan('A1');
    await user.upload(screen.getByLabelText('Picture of the room'), new File(['png'], 'room.png', { type: 'image/png' }));
    expect(await screen.findByText('body.file: is larger than 10 MB')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Room picture' })).toBeEnabled();
  });

  it('shows a user who may only look the plan without tools, and keys change nothing', async () => {
    renderEditor(['vp.vp.booking.show']);
    const a1 = await tableOnPlan('A1');
    expect(screen.getByText(/changing it needs the permission to change the venue setup/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save floorplan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Room picture' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Picture of the room')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place A2 on the plan' })).toBeDisabled();
    fireEvent.keyDown(a1, { key: 'ArrowRight' });
    expect(await tableOnPlan('A1')).toHaveAccessibleName(/Place 100, 100,/);
  });
});
