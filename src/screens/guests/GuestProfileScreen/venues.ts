import { useCanWriteWhere } from '@/app/access/useCanWrite';
import { useSession } from '@/app/session/SessionProvider';

/**
 * Venue names from the session (the user's venues and every venue of the group), the venues of a country, and those
 * of them where the user may change a guest's consents.
 */
export function useVenueNames(country: string) {
  const { venues, globalVenues } = useSession();
  const names = new Map<string, string>([...globalVenues.map((v) => [v.id, v.name ?? v.id] as [string, string]), ...venues.map((v) => [v.venueId, v.name] as [string, string])]);
  const countryVenues = [
    ...new Map(
      [...globalVenues.filter((v) => v.country === country).map((v) => ({ id: v.id, name: v.name ?? v.id })), ...venues.filter((v) => v.country === country).map((v) => ({ id: v.venueId, name: v.name }))].map((v) => [v.id, v]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  // A consent needs the write permission at its venue (the server answers 403 elsewhere).
  const mayConsentAt = useCanWriteWhere('guestProfiles.addConsent');
  const canChangeConsents = (venueId: string) => mayConsentAt({ venueId });
  return { name: (id: string | null | undefined) => (id ? (names.get(id) ?? id) : ''), countryVenues, consentVenues: countryVenues.filter((v) => canChangeConsents(v.id)), canChangeConsents };
}
