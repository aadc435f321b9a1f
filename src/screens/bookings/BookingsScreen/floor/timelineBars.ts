import { holdsTable } from '@/shared/bookings/states';
import type { FloorBooking } from './tableStates';

/** The night's step in minutes: bookings move on the timeline by it, and the floor's time steps by it. */
export const STEP_MINUTES = 15;
const HOUR = 3_600_000;

/** A booking drawn on its table's row: from its arrival to its departure, or to the end of the night without one. */
export interface Bar {
  booking: FloorBooking;
  tableId: string;
  start: number;
  end: number;
  /** Other bookings holding one of the same tables at an overlapping time. */
  clashes: string[];
}

/** The hours the timeline shows: whole hours around the night's bookings, at least `from` to `to` of a usual evening. */
export function timelineWindow(bookings: FloorBooking[], usual: { from: Date; to: Date }, nightEnd: Date): { from: number; to: number } {
  const held = bookings.filter((b) => b.arrival);
  const starts = held.map((b) => new Date(b.arrival!).getTime());
  const ends = held.map((b) => (b.departure ? new Date(b.departure).getTime() : new Date(b.arrival!).getTime() + 2 * HOUR));
  const from = Math.floor(Math.min(usual.from.getTime(), ...starts) / HOUR) * HOUR;
  const to = Math.min(nightEnd.getTime(), Math.ceil(Math.max(usual.to.getTime(), ...ends) / HOUR) * HOUR);
  return { from, to: Math.max(to, from + HOUR) };
}

/**
 * The bars of the bookings holding a table, each with the bookings it clashes with: two bookings clash when their
 * tables share a table (a combination table shares its parts) and their times overlap.
 */
export function barsOf(bookings: FloorBooking[], partsOf: (tableId: string) => string[], nightEnd: Date): Bar[] {
  const bars: Bar[] = bookings
    .filter((b) => b.venueTableId && b.arrival && holdsTable(b))
    .map((b) => ({ booking: b, tableId: b.venueTableId!, start: new Date(b.arrival!).getTime(), end: b.departure ? new Date(b.departure).getTime() : nightEnd.getTime(), clashes: [] }));
  for (const [i, a] of bars.entries()) {
    const mine = new Set(partsOf(a.tableId));
    for (const b of bars.slice(i + 1)) {
      if (a.start < b.end && b.start < a.end && partsOf(b.tableId).some((t) => mine.has(t))) {
        a.clashes.push(b.booking.id);
        b.clashes.push(a.booking.id);
      }
    }
  }
  return bars;
}

/** A pointer's sideways move over a row of `width` pixels showing `span` milliseconds, in whole steps of minutes. */
export function minutesMoved(dx: number, width: number, span: number): number {
  if (!width) return 0;
  return Math.round((dx / width) * (span / 60_000) / STEP_MINUTES) * STEP_MINUTES;
}
