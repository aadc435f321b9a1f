import { screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posVenuesApi } from '@generated/client/api/posVenues';
import type { Session } from '@/app/session/SessionProvider';
import { usePlaces } from '@/screens/pos/PosShared/catalogue';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/posVenues', () => ({ posVenuesApi: { getList: vi.fn(), getOne: vi.fn() } }));
const session: Session = {
  permissions: { globalPermissions: ['pp.pos.poc.show'], venuePermissions: [] },
  cockpitReports: [],
  venues: [
    { venueId: 'venue-dk-aarhus', name: 'Aarhus Ø', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
    { venueId: 'venue-dk-cph', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
  ],
  venuesLoaded: true,
  me: null,
  notifications: [],
  globalVenues: [],
};
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));
const selection = vi.hoisted(() => ({ venueId: 'venue-dk-aarhus', countryId: 'uk' }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => selection }));

const api = vi.mocked(posVenuesApi);

function Places({ venueId }: { venueId: string }) {
  const places = usePlaces(venueId);
  if (!places.query.isSuccess) return <p>loading</p>;
  return <p>{places.isPosVenue ? `tills: ${places.storages.map((s) => s.storageName).join(', ')}` : 'no tills'}</p>;
}

beforeEach(() => {
  vi.resetAllMocks();
  api.getOne.mockRejectedValue(new HttpError('Unable to get venue', 404));
  api.getList.mockResolvedValue([{ id: 'pv-1', venueId: 'venue-dk-cph', name: 'Nørrebro Social', country: 'dk', storages: [{ storageId: 's1', storageName: 'Bar' }], locations: [] }] as never);
});

describe("a venue's POS places", () => {
  it('knows a venue without tills from its country\'s POS venues, without asking for it (no 404)', async () => {
    selection.venueId = 'venue-dk-aarhus';
    renderPage(<Places venueId="venue-dk-aarhus" />, { path: '/vp/poc/venue-tables?venueId=venue-dk-aarhus' });
    expect(await screen.findByText('no tills')).toBeInTheDocument();
    expect(api.getOne).not.toHaveBeenCalled();
    // On a venue page the country is the venue's, not the selector's.
    expect(api.getList).toHaveBeenCalledWith({ countryId: 'dk' });
  });

  it("gives a till venue's storages", async () => {
    selection.venueId = 'venue-dk-cph';
    renderPage(<Places venueId="venue-dk-cph" />, { path: '/vp/poc/venue-tables?venueId=venue-dk-cph' });
    expect(await screen.findByText('tills: Bar')).toBeInTheDocument();
  });
});
