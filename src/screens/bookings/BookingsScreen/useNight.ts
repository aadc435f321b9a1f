import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@generated/client/api/bookings';
import { bookingEventsApi } from '@generated/client/api/bookingEvents';
import { venueNotesApi } from '@generated/client/api/venueNotes';
import { keys } from '../../shared/BookingKit/queries';
import { nightWindowQuery, shiftNight } from '../../shared/BookingKit/night';

/** The bookings of a night, loaded with the night window the specification sends (date at midnight UTC, one day long). */
export function useNightBookings(venueId: string, night: string) {
  return useQuery({ queryKey: keys.night(venueId, night), queryFn: () => bookingsApi.getList(nightWindowQuery(night)), refetchInterval: 60_000 });
}

export function useNightNotes(venueId: string, night: string) {
  return useQuery({ queryKey: keys.notes(venueId, night), queryFn: () => venueNotesApi.getList({ 'from-date': night, 'to-date': night }) });
}

export function useNightEvents(venueId: string, night: string) {
  return useQuery({ queryKey: keys.events(venueId, night, night), queryFn: () => bookingEventsApi.getList({ 'from-date': night, 'to-date': shiftNight(night, 0) }) });
}

export function useDeactivatedTableBookings(venueId: string) {
  return useQuery({ queryKey: [...keys.venue(venueId), 'deactivated'], queryFn: () => bookingsApi.onDeactivatedTables({ venueId }) });
}
