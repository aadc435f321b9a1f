import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MeetingDefinitionsScreen from '@/screens/life/MeetingDefinitionsScreen';
import { pinClock } from '../support/pinnedClock';
import { i18nProviderFor } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

const session = vi.hoisted(() => ({ permissions: ['vp.life.meetings.show'] as string[] }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'no' }) }));
vi.mock('@/app/session/SessionProvider', () => ({
  useSession: () => ({
    permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-no-grunerlokka', permissions: session.permissions }] },
    venues: [{ venueId: 'venue-no-grunerlokka', name: 'Grünerløkka Bar', country: 'no', timeZone: 'Europe/Oslo', logoUrl: null }],
  }),
}));

const meeting = { id: 'm1', version: 3, title: 'Weekly venue meeting', type: 'Weekly', country: 'no', venueId: null, steps: ['venueTaskReview', 'summary'], description: null, isActive: true };

function renderScreen(path: string, meetings: Record<string, unknown>[] = [meeting]) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: meetings, total: meetings.length })),
    getOne: vi.fn(async () => ({ data: meeting })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.filter((id) => id === 'venue-no-grunerlokka').map((id) => ({ id, name: 'Grünerløkka Bar' })) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProviderFor('eng')} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route path="/life/meetings/*" element={<MeetingDefinitionsScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

beforeEach(() => {
  session.permissions = ['vp.life.meetings.show'];
});
pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

describe('MeetingDefinitionsScreen', () => {
  it('is read-only for a reader: no new meeting, no copy, a form without save', async () => {
    renderScreen('/life/meetings');
    expect(await screen.findByText('Weekly venue meeting')).toBeInTheDocument();
    expect(screen.getByText(/changing them needs the permission to edit LIFE meetings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Weekly venue meeting' })).toBeNull();
  });

  it('shows a definition read-only to a reader', async () => {
    renderScreen('/life/meetings/m1');
    const title = await screen.findByDisplayValue('Weekly venue meeting');
    expect(title).toBeDisabled();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('offers creating, copying and saving to an editor (vp.life.meetings.edit)', async () => {
    session.permissions = ['vp.life.meetings.show', 'vp.life.meetings.edit'];
    renderScreen('/life/meetings');
    expect(await screen.findByRole('button', { name: 'New meeting' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy Weekly venue meeting' })).toBeInTheDocument();
    expect(screen.queryByText(/changing them needs the permission/)).toBeNull();
  });
});

describe('the export of the meetings', () => {
  it('reads every page with the list\'s search and sort, and writes venues by name and steps in words', async () => {
    const user = userEvent.setup();
    const oslo = { ...meeting, id: 'm2', title: 'Monthly review', type: 'Monthly', venueId: 'venue-no-grunerlokka', steps: ['employeesReport', 'finalReview'], isActive: false };
    const dataProvider = renderScreen('/life/meetings', [meeting, oslo]);
    expect(await screen.findByText('Monthly review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['life-meetings-2026-11-27.xlsx']);
    expect(dataProvider.getList).toHaveBeenLastCalledWith('meetings', expect.objectContaining({ pagination: { page: 1, perPage: 500 }, sort: { field: 'title', order: 'ASC' } }));
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Title', 'Type', 'Venue (empty: every venue in the country)', 'Steps', 'Active']);
    expect(sheetRows(sheet)).toEqual([
      ['Weekly venue meeting', 'Weekly', 'Every venue', 'Venue Task Review, Summary', 'Yes'],
      ['Monthly review', 'Monthly', 'Grünerløkka Bar', 'Employee Report, Final Review', 'No'],
    ]);
  });
});
