import { useSession } from '@/app/session/SessionProvider';

/** Venue names from the session (the user's venues and every venue of the group) and the venues of a country. */
export function useVenueNames(country: string) {
  const { venues, globalVenues } = useSession();
  const names = new Map<string, string>([...globalVenues.map((v) => [v.id, v.name ?? v.id] as [string, string]), ...venues.map((v) => [v.venueId, v.name] as [string, string])]);
  const countryVenues = [
    ...new Map(
      [...globalVenues.filter((v) => v.country === country).map((v) => ({ id: v.id, name: v.name ?? v.id })), ...venues.filter((v) => v.country === country).map((v) => ({ id: v.venueId, name: v.name }))].map((v) => [v.id, v]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return { name: (id: string | null | undefined) => (id ? (names.get(id) ?? id) : ''), countryVenues };
}
