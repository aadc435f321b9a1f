import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MeetingDefinitionsScreen from '@/screens/life/MeetingDefinitionsScreen';
import { i18nProviderFor } from '../support/renderWithAdmin';

const session = vi.hoisted(() => ({ permissions: ['vp.life.meetings.show'] as string[] }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'no' }) }));
vi.mock('@/app/session/SessionProvider', () => ({
  useSession: () => ({
    permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-no-grunerlokka', permissions: session.permissions }] },
    venues: [{ venueId: 'venue-no-grunerlokka', name: 'Grünerløkka Bar', country: 'no', timeZone: 'Europe/Oslo', logoUrl: null }],
  }),
}));

const meeting = { id: 'm1', version: 3, title: 'Weekly venue meeting', type: 'Weekly', country: 'no', venueId: null, steps: ['venueTaskReview', 'summary'], description: null, isActive: true };

function renderScreen(path: string) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [meeting], total: 1 })),
    getOne: vi.fn(async () => ({ data: meeting })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProviderFor('eng')} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route path="/life/meetings/*" element={<MeetingDefinitionsScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.permissions = ['vp.life.meetings.show'];
});

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
