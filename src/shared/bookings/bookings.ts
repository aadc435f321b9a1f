import type { Records } from '../records';
import type { TableFields } from '../setup/venueData';
import type { Person } from './people';
import type { Violation } from './policies';

/** A booking as the API answers it: its record with dates as ISO text, the guests arrived so far and the overtime mark. */
export type BookingView = Records['bookings'] & { created: string | null; arrivedGuests: number; isOvertime: boolean };

/**
 * A booking as the lists of a night show it (the specification's booking results): with its customer, reserved table,
 * section and setup, the parts of a combination table, the minimum spend with the venue's currency, its event, and the
 * names of its caseworker and host.
 */
export interface BookingResult {
  booking: BookingView;
  bookingCustomer: {
    bookingCustomerId: string;
    deleted: string | null;
    id: string;
    name: string | null;
    phoneNumber: string | null;
    email: string | null;
    companyName: string | null;
    vatNo: string | null;
  } | null;
  reservedTable: (TableFields & { isWalkInOnly: boolean; id: string; version?: number }) | null;
  reservedSection: {
    id: string;
    name: string;
  } | null;
  reservedSetup: {
    id: string;
    name: string;
  } | null;
  reservedTableParts: {
    id: string;
    name: string;
    seatCount: number;
  }[];
  minimumSpendAmount: {
    value: number;
    currency: string;
    fromPolicy: boolean;
  } | null;
  event: {
    eventStart: string | null;
    eventEnd: string | null;
    deleted: string | null;
  } | null;
  caseworkerName: string | null;
  hostName: string | null;
}

/** What a change of a booking answers: the booking as the lists show it, and the policy warnings the change raised. */
export interface BookingChange extends BookingResult {
  warnings: Violation[];
}

/** What the domain actions of bookings answer: the contract between `src/server/domain/bookings/bookings.ts` and the typed calls. */
export interface BookingsResults {
  listNight: BookingResult[];
  listRequests: BookingResult[];
  listOnDeactivatedTables: BookingResult[];
  listRejected: BookingResult[];
  caseworkers: Person[];
  hosts: Person[];
  create: BookingChange;
  update: BookingChange;
  remove: void;
  assignMe: BookingChange;
  unassignMe: BookingChange;
  assignCaseworker: BookingChange;
  assignHost: BookingChange;
  rejectRequest: BookingChange;
  reopenRequest: BookingChange;
  setArrivalState: BookingChange;
  setBookingState: BookingChange;
  setCustomer: BookingChange;
  arrived: BookingChange;
  updateArrived: BookingChange;
  addTag: BookingChange;
  removeTag: BookingChange;
}
