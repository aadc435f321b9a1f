import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBarToolsContext } from '@/app/layout/appBarTools';
import { PortalAppBar } from '@/app/layout/PortalAppBar';
import { renderPage } from '../support/renderWithAdmin';

// The tools are stand-ins with their names: what is tested is where the bar puts them.
vi.mock('@/app/navigation/useNavigation', () => ({ useNavigation: () => ({ sidebar: null }) }));
vi.mock('@/app/notifications/NotificationsBell', () => ({ NotificationsBell: () => <button type="button">Notifications</button> }));
vi.mock('@/app/search/SearchOverlay', () => ({ SearchOverlay: () => <button type="button">Search</button> }));
vi.mock('@/app/starred/StarredMenu', () => ({ StarredMenu: () => <button type="button">Starred pages</button> }));
vi.mock('@/app/preferences/PreferencesMenu', () => ({ PreferencesMenu: () => <button type="button">Preferences</button> }));
vi.mock('@/app/preferences/usePreferences', () => ({ usePreferences: () => ({ navbar: 'sticky' }) }));

/** A window as wide as `width`: jsdom has no layout, so the media queries MUI asks are answered from it. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  });
}

afterEach(() => vi.unstubAllGlobals());

const bar = () =>
  renderPage(
    <AppBarToolsContext.Provider value={<button type="button">Send feedback</button>}>
      <PortalAppBar />
    </AppBarToolsContext.Provider>,
    { path: '/crm/guests' },
  );

describe('the navigation bar', () => {
  it('shows every tool in the bar on a wide screen', async () => {
    viewport(1440);
    bar();
    const header = await screen.findByRole('banner');
    for (const name of ['Search', 'Starred pages', 'Notifications', 'Send feedback', 'Preferences']) expect(within(header).getByRole('button', { name })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'More tools' })).not.toBeInTheDocument();
  });

  // A phone, and a tablet held upright (the sidebar beside the page leaves it no room for them either).
  it.each([390, 768])('puts the tools behind "More tools" at %i px, keeping the notifications in the bar', async (width) => {
    viewport(width);
    const user = userEvent.setup();
    bar();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    for (const name of ['Search', 'Starred pages', 'Send feedback', 'Preferences']) expect(within(header).queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'More tools' }));
    const panel = await screen.findByRole('group', { name: 'More tools' });
    for (const name of ['Search', 'Starred pages', 'Send feedback', 'Preferences']) expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    // The panel stays open while a tool is used: its menu would otherwise lose its anchor.
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('group', { name: 'More tools' })).toBeInTheDocument();
  });
});
