import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CockpitReportRecord } from '@generated/shared/types/cockpitReports';
import { ServiceSwitcher } from '@/app/navigation/ServiceSwitcher';
import { CountrySelector } from '@/app/selection/CountrySelector';
import { selectionStore } from '@/app/selection/selectionStore';
import type { Session } from '@/app/session/SessionProvider';
import { renderPage } from '../support/renderWithAdmin';

const session: Session = { permissions: null, cockpitReports: [], venues: [], venuesLoaded: true, me: null, notifications: [], globalVenues: [] };
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const report = (id: string, name: string, sortOrder: number): CockpitReportRecord =>
  ({ id, name, category: 'coreReporting', permission: null, isActive: true, sortOrder, reportId: 'r', workspaceId: 'w' }) as unknown as CockpitReportRecord;

async function chooseService(name: string) {
  await userEvent.click(screen.getAllByRole('combobox')[0]!);
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

beforeEach(() => {
  selectionStore.clear();
});
afterEach(() => {
  localStorage.clear();
});

describe('switching service', () => {
  it("opens the first item of the Reports sidebar as the user sees it: the first cockpit report, not the report list", async () => {
    Object.assign(session, {
      permissions: { globalPermissions: ['vp.vp.cockpit.show'], venuePermissions: [] },
      venues: [{ venueId: 'venue-dk-1', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }],
      cockpitReports: [report('rep-sales', 'Sales', 2), report('rep-guests', 'Guests', 1)],
    });
    renderPage(
      <>
        <ServiceSwitcher />
        <Where />
      </>,
      { path: '/vp/cockpit?venueId=venue-dk-1' },
    );
    await chooseService('Reports');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cp\/report\/rep-guests$/);
  });

  it('opens a regional manager in Oslo on Norway in LIFE, and offers no other country', async () => {
    Object.assign(session, {
      permissions: { globalPermissions: [], venuePermissions: [{ venueId: 'venue-no-oslo', permissions: ['vp.vp.cockpit.show', 'vp.life.lists.show', 'vp.life.eod.show'] }] },
      venues: [{ venueId: 'venue-no-oslo', name: 'Grünerløkka Bar', logoUrl: null, country: 'no', timeZone: 'Europe/Oslo' }],
      cockpitReports: [],
    });
    expect(selectionStore.get().countryId).toBe('dk');
    renderPage(
      <>
        <ServiceSwitcher />
        <CountrySelector />
        <Where />
      </>,
      { path: '/vp/cockpit?venueId=venue-no-oslo' },
    );
    await chooseService('LIFE');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/life\/lists\?countryId=no$/);
    expect(selectionStore.get().countryId).toBe('no');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Norway (NOK)']);
  });
});
