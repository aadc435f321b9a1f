import { useQuery } from '@tanstack/react-query';
import { stockProductsApi } from '@generated/client/api/stockProducts';
import { vendorsApi } from '@generated/client/api/vendors';
import type { CountryCode } from '@generated/shared/shell';
import { usePosCountry, usePosVenues } from './usePosVenue';

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

/**
 * The POS venue's storages and locations; an empty set when the venue is not set up for the tills. Read from the
 * country's POS venues, so a venue without tills is known as such without asking for it (which would answer 404).
 */
export function usePlaces(venueId: string) {
  const { country } = usePosCountry();
  const query = usePosVenues(country);
  const venue = query.data?.find((v) => v.venueId === venueId) ?? null;
  const storages = venue?.storages ?? [];
  const locations = venue?.locations ?? [];
  return {
    query,
    isPosVenue: venue !== null,
    storages,
    locations,
    storageName: (id: string | null | undefined) => storages.find((s) => s.storageId === id)?.storageName ?? '',
    locationName: (id: string | null | undefined) => locations.find((l) => l.locationId === id)?.name ?? '',
  };
}
