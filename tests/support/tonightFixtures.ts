import type { VenueTonight } from '@/shared/bookings/tonightAcrossVenues';

/** A venue's night on the tonight-across-venues board: Nørrebro Social, partly booked, three requests waiting. */
export const venueTonight = (over: Partial<VenueTonight>): VenueTonight => ({
  venueDetailsId: 'venue-dk-norrebro',
  name: 'Nørrebro Social',
  night: '2030-03-15',
  timeZone: 'Europe/Copenhagen',
  coversBooked: 40,
  coversArrived: 12,
  bookings: 9,
  percentage: 62.5,
  bookedTables: 10,
  totalTables: 16,
  requestsWaiting: 3,
  closingNotes: [],
  ...over,
});
