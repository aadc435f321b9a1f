import { ArrivalState, holdsTable, OVERTIME_MINUTES } from '@/shared/bookings/states';

/** What a table is at a moment of the night, in the order the legend lists them. */
export const TABLE_STATES = ['free', 'walkInOnly', 'reserved', 'partial', 'arrived', 'seated', 'overtime'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export interface FloorBooking {
  id: string;
  name: string;
  venueTableId: string | null;
  arrival: string | null;
  departure: string | null;
  guestCount: number;
  arrivedGuests: number;
  bookingState: number;
  arrivalState: number;
  deleted?: string | null;
}

export interface TableAtTime {
  state: TableState;
  /** The booking holding the table at that moment. */
  booking: FloorBooking | null;
  /** The next booking of the night that will hold it, when it is free now. */
  next: FloorBooking | null;
}

const ARRIVED: number[] = [ArrivalState.Arrived, ArrivalState.PartialArrival, ArrivalState.Seated];

function stateOf(b: FloorBooking, at: Date): TableState {
  if (b.arrivalState === ArrivalState.Seated) return 'seated';
  if (b.arrivalState === ArrivalState.Arrived) return 'arrived';
  if (b.arrivalState === ArrivalState.PartialArrival) return 'partial';
  return at.getTime() > new Date(b.arrival!).getTime() + OVERTIME_MINUTES * 60_000 ? 'overtime' : 'reserved';
}

/**
 * Each table's state at a moment: a booking holds its table (every part of a combination table) from its arrival to
 * its departure, or to the end of the night without one; guests who came early hold it from when they came, so an
 * arrived booking holds it until it ends. A table without a booking then is free, or kept for walk-ins.
 */
export function tablesAt(bookings: FloorBooking[], partsOf: (tableId: string) => string[], walkInOnly: (tableId: string) => boolean, tableIds: string[], at: Date, nightEnd: Date): Map<string, TableAtTime> {
  const out = new Map<string, TableAtTime>(tableIds.map((id) => [id, { state: walkInOnly(id) ? 'walkInOnly' : 'free', booking: null, next: null }]));
  const holding = bookings.filter((b) => b.venueTableId && b.arrival && holdsTable(b)).sort((a, b) => a.arrival!.localeCompare(b.arrival!));
  for (const b of holding) {
    const start = new Date(b.arrival!).getTime();
    const end = b.departure ? new Date(b.departure).getTime() : nightEnd.getTime();
    const now = at.getTime();
    const holds = now < end && (now >= start || ARRIVED.includes(b.arrivalState));
    for (const tableId of partsOf(b.venueTableId!)) {
      const table = out.get(tableId);
      if (!table) continue;
      if (holds && !table.booking) out.set(tableId, { ...table, state: stateOf(b, at), booking: b });
      else if (!holds && start > now && !table.next) out.set(tableId, { ...table, next: b });
    }
  }
  return out;
}
