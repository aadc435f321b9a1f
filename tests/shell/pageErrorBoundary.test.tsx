import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/app/session/SessionProvider';
import { RouteGuard } from '@/app/routing/RouteGuard';
import { renderPage, sessionWith } from '../support/renderWithAdmin';

const session: Session = sessionWith(
  { globalPermissions: ['vp.vp.venuetasks.show'], venuePermissions: [] },
  { venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }] },
);
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const load = vi.fn<() => Promise<{ days: { date: string }[] } | null>>();

/** A page that trusts its data, as the tasks page did when an empty answer came back. */
function TasksPage() {
  const week = useQuery({ queryKey: ['week'], queryFn: load });
  if (week.isPending) return <p>Loading week</p>;
  if (week.isError) throw week.error;
  return <p>{week.data!.days.length} days</p>;
}

function renderGuarded() {
  return renderPage(
    <>
      <nav>
        <Link to="/vp/todos">To-dos</Link>
      </nav>
      <Routes>
        <Route
          path="/vp/tasks"
          element={
            <RouteGuard route={{ permission: 'vp.vp.venuetasks.show', venueScoped: true, service: 'venue' }}>
              <TasksPage />
            </RouteGuard>
          }
        />
        <Route path="/vp/todos" element={<p>To-dos page</p>} />
      </Routes>
    </>,
    { path: '/vp/tasks' },
  );
}

beforeEach(() => {
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a page that fails', () => {
  it('shows its failure inside the page with a retry that loads it afresh, and the frame stays', async () => {
    load.mockResolvedValueOnce(null).mockResolvedValueOnce({ days: [{ date: '2026-11-16' }] });
    renderGuarded();
    expect(await screen.findByText('This page could not be shown because of an error. Try again, or go to another page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To-dos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 days')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows a failed call's catalogued message", async () => {
    load.mockRejectedValue(new HttpError('Unable to get venue tasks', 200));
    renderGuarded();
    expect(await screen.findByText('Unable to get venue tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('leaves the failure behind when the user goes to another page', async () => {
    load.mockResolvedValue(null);
    renderGuarded();
    await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(screen.getByRole('link', { name: 'To-dos' }));
    expect(await screen.findByText('To-dos page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
