import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestRequestsApi } from '@generated/client/api/guestRequests';
import GuestRequestsScreen from '@/screens/guests/GuestRequestsScreen';
import type { GuestRequest } from '@/screens/guests/GuestRequestsScreen/useGuestRequests';
import { clock } from '@/shared/clock';
import { renderPage, sessionWith } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/guestRequests', () => ({ guestRequestsApi: { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/guestProfiles', () => ({ guestProfilesApi: { search: vi.fn() } }));
vi.mock('@/screens/crm/_parts/useActiveCountry', () => ({ useActiveCountry: () => 'dk' }));
const api = vi.mocked(guestRequestsApi);

const request = (over: Partial<GuestRequest> = {}): GuestRequest => ({
  id: 'r1',
  version: 1,
  guestId: 'g1',
  guestName: 'Karoline Bech-Winther',
  country: 'dk',
  type: 'Erasure',
  receivedOn: '2026-01-31',
  dueOn: '2026-02-28',
  status: 'Open',
  overdue: true,
  refusalReason: null,
  handledBy: null,
  handledByName: null,
  notes: null,
  createdAt: '2026-01-31T10:00:00.000Z',
  updatedAt: '2026-01-31T10:00:00.000Z',
  ...over,
});

const render = (path = '/crm/guests/requests', permissions = { globalPermissions: ['vp.hq.guestrequests.view', 'vp.hq.guestrequests.edit'], venuePermissions: [] }) =>
  renderPage(<GuestRequestsScreen />, { path, session: sessionWith(permissions) });

beforeAll(() => clock.set('2026-03-02T09:00:00Z'));
afterAll(() => clock.set(null));
beforeEach(() => {
  vi.resetAllMocks();
  api.getList.mockResolvedValue([request(), request({ id: 'r2', guestId: 'g2', guestName: 'Mads Holm', type: 'Access', status: 'Done', overdue: false, dueOn: '2026-03-20' })]);
});
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('GuestRequestsScreen', () => {
  it('lists requests with an overdue one marked in words, not colour alone', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Data-subject requests' });
    const [late, done] = within(list).getAllByRole('listitem');
    expect(late).toHaveTextContent('Karoline Bech-Winther');
    expect(late).toHaveTextContent('Erasure');
    expect(late).toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('Received 31-01-2026 · Due 28-02-2026 · Nobody handles it yet');
    expect(done).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('heading', { level: 2, name: 'Data-subject requests' })).toBeInTheDocument();
  });

  it('asks the server with the filters chosen', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('list', { name: 'Data-subject requests' });
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    expect(api.getList).toHaveBeenLastCalledWith({ status: 'Open', type: undefined, country: undefined, overdue: true });
  });

  it('offers only the allowed moves and says so in the language when the server refuses one', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValue(new HttpError('Unable to update the data-subject request: A data-subject request that is open cannot become done', 409, { status: 409, message: 'A data-subject request that is open cannot become done' }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit the request of Karoline Bech-Winther' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data-subject request of Karoline Bech-Winther' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Open', 'In progress', 'Done', 'Refused']);
    await user.click(screen.getByRole('option', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A request that is open cannot become done. Register a new request instead.')).toBeInTheDocument();
  });

  it('needs a reason to refuse, and a final request keeps its status', async () => {
    const user = userEvent.setup();
    api.getList.mockResolvedValue([request(), request({ id: 'r2', guestName: 'Mads Holm', status: 'Refused', refusalReason: 'No data held', overdue: false })]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit the request of Karoline Bech-Winther' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refused' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for refusing/ }), 'No data held');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit the request of Mads Holm' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The request is refused: its status can no longer change.')).toBeInTheDocument();
  });

  it('opens the form prefilled from a profile, with the due date in the guest country', async () => {
    api.create.mockResolvedValue(request({ id: 'r3', overdue: false }));
    const user = userEvent.setup();
    render('/crm/guests/requests?register=g1&name=Karoline%20Bech-Winther');
    const dialog = await screen.findByRole('dialog', { name: 'Register a data-subject request' });
    expect(within(dialog).getByRole('textbox', { name: 'Guest' })).toHaveValue('Karoline Bech-Winther');
    expect(within(dialog).getByText('Due 02-04-2026 (one month after it was received).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.create).toHaveBeenCalledWith({ body: { guestId: 'g1', country: 'dk', type: 'Access', receivedOn: '2026-03-02', handledBy: null, notes: null } });
  });

  it('offers no changes to a reader', async () => {
    render('/crm/guests/requests', { globalPermissions: ['vp.hq.guestrequests.view'], venuePermissions: [] });
    await screen.findByRole('list', { name: 'Data-subject requests' });
    expect(screen.queryByRole('button', { name: 'Register a request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit the request/ })).not.toBeInTheDocument();
  });
});

describe('the export of the register', () => {
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);

  it('holds the requests the filters leave, with names and translated kinds, states and countries', async () => {
    const user = userEvent.setup();
    api.getList.mockImplementation(async (filter) =>
      filter?.country === 'no'
        ? [request({ id: 'r3', guestName: 'Ingrid Berg', country: 'no', type: 'Correction', status: 'Refused', overdue: false, refusalReason: 'Not our guest', handledByName: 'Anna Holm', receivedOn: '2026-02-10', dueOn: '2026-03-10' })]
        : [request()],
    );
    render();
    await screen.findByRole('list', { name: 'Data-subject requests' });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Norway' }));
    expect(await screen.findByText('Ingrid Berg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['guest-requests-2026-03-02.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Data-subject requests');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Guest', 'Request', 'Status', 'Country', 'Received', 'Due', 'Overdue', 'Handled by', 'Reason for refusing']);
    expect(sheetRows(sheet)).toEqual([['Ingrid Berg', 'Correction', 'Refused', 'Norway', utc('2026-02-10'), utc('2026-03-10'), 'No', 'Anna Holm', 'Not our guest']]);
    expect(sheet.getCell('E2').numFmt).toBe('dd-mm-yyyy');
  });
});
