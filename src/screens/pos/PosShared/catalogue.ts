import { useQuery } from '@tanstack/react-query';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { vendorsApi } from '@generated/client/api/vendors';
import type { CountryCode } from '@generated/shared/shell';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';

/** The country's stock products, and a lookup of their names. */
export function useStockProducts(country: CountryCode) {
  const query = useQuery({ queryKey: ['pos', 'stockProducts', country], queryFn: () => stockProductsApi.getList({ countryId: country }), staleTime: 60_000 });
  const byId = new Map((query.data ?? []).map((p) => [p.id, p]));
  return { query, products: query.data ?? [], byId, nameOf: (id: string) => byId.get(id)?.name ?? id };
}

export function useVendors(country: CountryCode) {
  const query = useQuery({ queryKey: ['pos', 'vendors', country], queryFn: () => vendorsApi.getList({ countryId: country }), staleTime: 60_000 });
  const byId = new Map((query.data ?? []).map((v) => [v.id, v]));
  return { query, vendors: query.data ?? [], nameOf: (id: string | null | undefined) => (id ? (byId.get(id)?.name ?? id) : '') };
}

/** The POS venue's storages and locations; an empty set when the venue is not set up for the tills. */
export function usePlaces(venueId: string) {
  const query = useQuery({
    queryKey: ['pos', 'places', venueId],
    queryFn: async () => {
      try {
        return (await posVenuesApi.getOne({ id: venueId })) as PosVenueRecord;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
  const storages = query.data?.storages ?? [];
  const locations = query.data?.locations ?? [];
  return {
    query,
    isPosVenue: query.data !== null,
    storages,
    locations,
    storageName: (id: string | null | undefined) => storages.find((s) => s.storageId === id)?.storageName ?? '',
    locationName: (id: string | null | undefined) => locations.find((l) => l.locationId === id)?.name ?? '',
  };
}
