import type { NightOccupancy } from '../setup/occupancy';
import { ArrivalState, type BookingLike } from './states';

/** One venue's night on the "tonight across venues" screen. */
export interface VenueTonight {
  venueDetailsId: string;
  name: string;
  /** The venue's current night (or the night asked for), YYYY-MM-DD in the venue's time zone. */
  night: string;
  timeZone: string;
  /** Guests of the night's live bookings (not cancelled, rejected or waiting as a request). */
  coversBooked: number;
  /** Of those, the guests who have arrived. */
  coversArrived: number;
  bookings: number;
  /** Booked share of the active setup's tables, 0-100 with one decimal, as the booking-percentage calls count it. */
  percentage: number;
  bookedTables: number;
  totalTables: number;
  /** Requests waiting for an answer for this night and the nights after it. */
  requestsWaiting: number;
  /** Messages of the night's notes that close online booking. */
  closingNotes: string[];
}

/** What the actions of `tonightAcrossVenues` answer. */
export interface TonightAcrossVenuesResults {
  tonight: { venues: VenueTonight[]; computedAt: string };
  month: { year: number; month: number; venues: VenueMonth[] };
}

/** One venue's row of the occupancy heatmap: each night of the month as the booking-percentage call counts it. */
export interface VenueMonth {
  venueDetailsId: string;
  name: string;
  /** The average of the nights that have tables in their setup, one decimal, as the per-venue month call gives it. */
  percentage: number;
  nights: NightOccupancy[];
}

interface ArrivingBooking extends BookingLike {
  guestCount?: number | null;
  arrivals?: { numberOfGuests?: number | null }[] | null;
}

/**
 * The guests of a booking who have arrived: all of them once it is arrived or seated, the ones registered so far
 * while it is partially arrived, none otherwise (turned away, no-show, delayed, not yet come).
 */
export function arrivedCovers(b: ArrivingBooking): number {
  const guests = b.guestCount ?? 0;
  if (b.arrivalState === ArrivalState.Arrived || b.arrivalState === ArrivalState.Seated) return guests;
  if (b.arrivalState !== ArrivalState.PartialArrival) return 0;
  const registered = (b.arrivals ?? []).reduce((sum, a) => sum + (a.numberOfGuests ?? 0), 0);
  return Math.min(guests, registered);
}
