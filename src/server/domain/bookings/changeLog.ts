import { ChangeFlag } from '@/shared/bookings/states';
import type { RequestContext } from '../../api/context';

/** The change log of a booking: one entry per change, with the change-type flags of section 4 and old and new values. */

export interface Change {
  changeType: number;
  oldValue: string | null;
  newValue: string | null;
}

export interface ChangeLogEntry {
  userId: string;
  user: string;
  created: string;
  changeFlags: number;
  changes: Change[];
  message: string | null;
}

type Values = Record<string, unknown>;

const text = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v) || typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** Booking fields and the flag a change of each sets. */
const TRACKED: [string, number][] = [
  ['bookingState', ChangeFlag.BookingState],
  ['arrivalState', ChangeFlag.ArrivalState],
  ['tags', ChangeFlag.Tags],
  ['venueTableId', ChangeFlag.Table],
  ['guestCount', ChangeFlag.GuestCount],
  ['arrival', ChangeFlag.Arrival],
  ['departure', ChangeFlag.Departure],
  ['minimumSpend', ChangeFlag.Budget],
  ['caseworker', ChangeFlag.Caseworker],
  ['host', ChangeFlag.Host],
  ['orderLines', ChangeFlag.OrderLines],
  ['venueSectionId', ChangeFlag.Section],
];

const same = (a: unknown, b: unknown) => {
  if (a instanceof Date || b instanceof Date || (typeof a === 'string' && typeof b === 'string' && /T\d{2}:/.test(a) && /T\d{2}:/.test(b))) {
    return a && b ? new Date(a as string).getTime() === new Date(b as string).getTime() : !a && !b;
  }
  return text(a) === text(b);
};

/**
 * What changed between two versions of a booking. `names` turns ids into what people read (tables, sections and
 * users by name) for the log's values.
 */
export function diff(before: Values, after: Values, names: (field: string, value: unknown) => string | null = (_f, v) => text(v)): { flags: number; changes: Change[] } {
  let flags = 0;
  const changes: Change[] = [];
  for (const [field, flag] of TRACKED) {
    if (!(field in after) || same(before[field] ?? null, after[field] ?? null)) continue;
    flags |= flag;
    changes.push({ changeType: flag, oldValue: names(field, before[field] ?? null), newValue: names(field, after[field] ?? null) });
  }
  return { flags, changes };
}

export function entry(ctx: RequestContext, flags: number, changes: Change[], message: string | null = null): ChangeLogEntry {
  return { userId: ctx.user.userId, user: ctx.user.name, created: ctx.now.toISOString(), changeFlags: flags, changes, message };
}

export function appended(log: unknown, e: ChangeLogEntry): ChangeLogEntry[] {
  return [...((log as ChangeLogEntry[] | null) ?? []), e];
}
