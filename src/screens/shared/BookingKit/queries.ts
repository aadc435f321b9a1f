import { useQuery } from '@tanstack/react-query';
import { bookingTagsApi } from '@generated/client/api/bookingTags';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { DEFAULT_START_TIME_OF_DAY, type VenueClock } from '@/shared/bookings/night';

/** Query keys of the booking screens: every key starts with 'bookings' and the venue, so a venue's data reloads together. */
export const keys = {
  venue: (venueId: string) => ['bookings', venueId] as const,
  details: (venueId: string) => ['bookings', venueId, 'details'] as const,
  night: (venueId: string, night: string) => ['bookings', venueId, 'night', night] as const,
  notes: (venueId: string, night: string) => ['bookings', venueId, 'notes', night] as const,
  guestList: (venueId: string, night: string) => ['bookings', venueId, 'guestList', night] as const,
  setups: (venueId: string) => ['bookings', venueId, 'setups'] as const,
  activeSetup: (venueId: string, instant: string) => ['bookings', venueId, 'activeSetup', instant] as const,
  requests: (venueId: string, caseworker: string) => ['bookings', venueId, 'requests', caseworker] as const,
  rejected: (venueId: string) => ['bookings', venueId, 'rejected'] as const,
  people: (venueId: string, kind: 'caseworkers' | 'hosts') => ['bookings', venueId, kind] as const,
  products: (venueId: string, setupId: string) => ['bookings', venueId, 'products', setupId] as const,
  calendar: (venueId: string) => ['bookings', venueId, 'calendar'] as const,
  events: (venueId: string, from: string, to: string) => ['bookings', venueId, 'events', from, to] as const,
  occupancy: (venueId: string, year: number, month: number) => ['bookings', venueId, 'occupancy', year, month] as const,
};

export type VenueDetails = Awaited<ReturnType<typeof venueDetailsApi.getList>>[number];
export type SetupTree = Awaited<ReturnType<typeof venueSetupsApi.getList>>[number];
export type BookingResult = Awaited<ReturnType<typeof bookingsApi.getList>>[number];
export type BookingTag = Awaited<ReturnType<typeof bookingTagsApi.getList>>[number];
export type Person = Awaited<ReturnType<typeof bookingsApi.caseworkers>>[number];

/** The booking details of the venue (its id is the portal venue's id); null when the venue is not on table booking. */
export function useVenueDetails(venueId: string) {
  return useQuery({
    queryKey: keys.details(venueId),
    queryFn: async () => (await venueDetailsApi.getList({ 'venue-portal-id': venueId }))[0] ?? null,
    staleTime: 60_000,
  });
}

export function clockOf(details: VenueDetails | null | undefined): VenueClock {
  return { timeZone: details?.timeZoneCode || 'Europe/Copenhagen', startTimeOfDay: details?.startTimeOfDay || DEFAULT_START_TIME_OF_DAY };
}

export const currencyOf = (details: VenueDetails | null | undefined) => details?.currencyInfo?.code || 'DKK';

/** Booking tags are loaded once and kept (the specification caches them after the first load). */
export function useBookingTags() {
  return useQuery({ queryKey: ['bookingTags'], queryFn: () => bookingTagsApi.getList({}), staleTime: Infinity, gcTime: Infinity });
}

export function useSetups(venueId: string) {
  return useQuery({ queryKey: keys.setups(venueId), queryFn: () => venueSetupsApi.getList({ 'venue-details-id': venueId }) });
}

export function usePeople(venueId: string, kind: 'caseworkers' | 'hosts') {
  return useQuery({ queryKey: keys.people(venueId, kind), queryFn: () => (kind === 'caseworkers' ? bookingsApi.caseworkers({ venueId }) : bookingsApi.hosts({ venueId })), staleTime: 5 * 60_000 });
}

export function useProducts(venueId: string, setupId: string | null | undefined) {
  return useQuery({ queryKey: keys.products(venueId, setupId ?? ''), queryFn: () => venueSetupsApi.products({ 'venue-setup-id': setupId! }), enabled: Boolean(setupId) });
}
