import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsApi } from '@generated/client/api/notifications';
import { NotificationsBell } from '@/app/notifications/NotificationsBell';
import { SearchOverlay, SEARCH_DELAY_MS } from '@/app/search/SearchOverlay';
import type { Session } from '@/app/session/SessionProvider';
import { StarredMenu } from '@/app/starred/StarredMenu';
import { useStarred } from '@/app/starred/useStarred';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { renderPage, renderWithAdmin, sessionWith } from '../support/renderWithAdmin';

const session: Session = sessionWith(
  { globalPermissions: [], venuePermissions: [{ venueId: 'venue-1', permissions: ['vp.vp.venuetasks.show', 'vp.vp.venueinfo.show', 'vp.life.operationlinks.show'] }] },
  { venues: [{ venueId: 'venue-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }] },
);
const refresh = vi.fn();

vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session, useRefreshSession: () => refresh }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));
vi.mock('@generated/client/api/notifications', () => ({ notificationsApi: { markAllAsRead: vi.fn() } }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the loading screen', () => {
  it('says "Loading" unless told otherwise', () => {
    renderWithAdmin(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    renderWithAdmin(<LoadingScreen text="Signing you in" />);
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('Signing you in');
  });
});

describe('the search overlay', () => {
  it('opens with Ctrl+K, waits 200 ms, lists permitted pages only, and opens the one chosen with the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(
      <>
        <SearchOverlay />
        <Where />
      </>,
    );
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages…' });
    fireEvent.change(input, { target: { value: 'venue' } });
    // Before the delay the list is still the unfiltered one.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Operation linksLIFE');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    const options = () => screen.getAllByRole('option').map((o) => o.textContent);
    // News has no permission, so it is always listed.
    await waitFor(() => expect(options()).toEqual(['Venue infoVenue', 'Venue tasksVenue', 'NewsVenue']));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/vp/tasks?venueId=venue-1');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<SearchOverlay />);
    await user.click(screen.getByRole('button', { name: 'Search pages' }));
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No page matches "zzz"')).toBeInTheDocument();
  });
});

function StarMany({ paths }: { paths: string[] }) {
  const { starred, toggle } = useStarred();
  return (
    <button type="button" onClick={() => paths.filter((p) => !starred.includes(p)).forEach((p) => toggle(p))}>
      star all
    </button>
  );
}

describe('starred pages', () => {
  it('shows the starred pages the user may open, first those of the limited set', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <StarMany paths={['/vp/tasks']} />
        <StarredMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'star all' }));
    await user.click(screen.getByRole('button', { name: 'Starred pages' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Venue tasks' })).toBeInTheDocument();
    expect(within(menu).queryByText('More starred pages')).not.toBeInTheDocument();
  });
});

describe('the notifications bell', () => {
  beforeEach(() => {
    session.notifications = [
      { id: 'n1', userId: 'u', title: 'New task assigned', message: 'Service the ice machine', link: '/vp/tasks', isRead: false, createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z', createdBy: null, updatedBy: null },
      { id: 'n2', userId: 'u', title: 'Welcome', message: null, link: null, isRead: true, createdAt: '2026-11-10T10:00:00Z', updatedAt: '2026-11-10T10:00:00Z', createdBy: null, updatedBy: null },
    ];
  });

  it('counts the unread ones and marks them all read', async () => {
    const user = userEvent.setup();
    vi.mocked(notificationsApi.markAllAsRead).mockResolvedValue(undefined);
    renderPage(<NotificationsBell />);
    await user.click(screen.getByRole('button', { name: 'Notifications: 1 unread' }));
    const list = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledWith('notifications'));
    expect(notificationsApi.markAllAsRead).toHaveBeenCalled();
  });
});
