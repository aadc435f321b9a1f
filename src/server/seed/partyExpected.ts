import { ArrivalState, ChangeFlag, holdsTable } from '@/shared/bookings/states';

/** A booking as the seed builds it: its lists as JSON text, ready to insert. */
export interface SeedBooking {
  bookingState: number;
  arrivalState: number;
  venueTableId: string | null;
  arrival: Date;
  arrivals: string;
  changeLog: string;
}

const EXPECTED: number[] = [ArrivalState.NotArrived, ArrivalState.PartialArrival];

/**
 * Keeps a party still expected on the night under way: when every party with a table has come (late in a night of few
 * bookings), the last one to arrive has not come yet. The demo's hosts then always have a party to register at the
 * door; nothing is drawn, so the rest of the demo stays as it was.
 */
export function keepOnePartyExpected(night: SeedBooking[]): void {
  const atTables = night.filter((b) => b.venueTableId !== null && holdsTable(b));
  if (!atTables.length || atTables.some((b) => EXPECTED.includes(b.arrivalState))) return;
  const last = atTables.reduce((latest, b) => (b.arrival >= latest.arrival ? b : latest));
  last.arrivalState = ArrivalState.NotArrived;
  last.arrivals = JSON.stringify([]);
  const log = JSON.parse(last.changeLog) as { changeFlags: number }[];
  last.changeLog = JSON.stringify(log.filter((entry) => (entry.changeFlags & ChangeFlag.ArrivalState) === 0));
}
