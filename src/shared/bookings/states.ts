/** Booking, arrival and guest-list states of the specification (section 4), and the change-type flags. */
import { clock } from '../clock';

export const BookingState = {
  Reserved: 1,
  GuestConfirmed: 2,
  VenueConfirmed: 3,
  CancelledVenue: 4,
  CancelledGuest: 5,
  Requested: 7,
  RequestRejected: 8,
} as const;
export type BookingStateValue = (typeof BookingState)[keyof typeof BookingState];

export const ArrivalState = {
  NotArrived: 0,
  ArrivedAndRejected: 5,
  Arrived: 10,
  PartialArrival: 12,
  Seated: 15,
  Delayed: 80,
  NoShow: 90,
} as const;
export type ArrivalStateValue = (typeof ArrivalState)[keyof typeof ArrivalState];

export const GuestListRequestState = { Approved: 0, Requested: 10, Rejected: 20 } as const;
export const GuestListArrivalState = { NotArrived: 0, ArrivedAndAccepted: 10, ArrivedAndRejected: 20, PartialArrival: 40 } as const;

/** Bit values of `changeFlags` in a booking's change log. */
export const ChangeFlag = {
  BookingState: 1,
  ArrivalState: 2,
  Tags: 4,
  Table: 8,
  GuestCount: 16,
  Arrival: 32,
  Departure: 64,
  Budget: 128,
  Caseworker: 256,
  OrderLines: 512,
  Section: 1024,
  Created: 2048,
  Deleted: 4096,
  /** Not among the spec's flags: the host is logged like the caseworker (see docs/decisions.md). */
  Host: 8192,
} as const;
export type ChangeFlagName = keyof typeof ChangeFlag;

/** The names of the flags set in a change-flags value, in bit order. */
export function changeFlagNames(flags: number): ChangeFlagName[] {
  return (Object.entries(ChangeFlag) as [ChangeFlagName, number][]).filter(([, bit]) => (flags & bit) === bit).map(([name]) => name);
}

/** States in which a booking no longer holds a table: cancelled, rejected. */
const RELEASED_STATES: number[] = [BookingState.CancelledVenue, BookingState.CancelledGuest, BookingState.RequestRejected];
/** Arrival states in which the guests are not (or no longer) at the table. */
const GONE_ARRIVAL: number[] = [ArrivalState.ArrivedAndRejected, ArrivalState.NoShow];

export interface BookingLike {
  bookingState?: number | null;
  arrivalState?: number | null;
  deleted?: string | Date | null;
}

/** Whether a booking holds its table: not deleted, not cancelled or rejected, not a request, guests not turned away or absent. */
export function holdsTable(b: BookingLike): boolean {
  if (b.deleted) return false;
  const state = b.bookingState ?? BookingState.Reserved;
  if (RELEASED_STATES.includes(state) || state === BookingState.Requested) return false;
  return !GONE_ARRIVAL.includes(b.arrivalState ?? ArrivalState.NotArrived);
}

/** Whether a booking counts for the night (occupancy, lists): not deleted, cancelled or rejected. */
export function isLiveBooking(b: BookingLike): boolean {
  return !b.deleted && !RELEASED_STATES.includes(b.bookingState ?? BookingState.Reserved);
}

/** States in which a booking may be without a table. */
export function mayLackTable(state: number | null | undefined): boolean {
  return state === BookingState.Requested || state === BookingState.Reserved || state === undefined || state === null;
}

/** Minutes after the arrival time after which a booking whose guests have not come is overtime. */
export const OVERTIME_MINUTES = 5;

/**
 * A booking is overtime when now is more than 5 minutes past its arrival and its guests have not arrived (the
 * specification's literal rule, limited to bookings still waiting for their guests).
 */
export function isOvertime(b: { arrival?: string | null; arrivalState?: number | null; bookingState?: number | null; deleted?: string | null }, now: Date = clock.now()): boolean {
  if (!b.arrival || !isLiveBooking(b)) return false;
  if ((b.arrivalState ?? ArrivalState.NotArrived) !== ArrivalState.NotArrived && b.arrivalState !== ArrivalState.Delayed) return false;
  return now.getTime() > new Date(b.arrival).getTime() + OVERTIME_MINUTES * 60_000;
}
