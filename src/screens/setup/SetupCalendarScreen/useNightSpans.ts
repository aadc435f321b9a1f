import { useMemo } from 'react';
import type { VenueClock } from '@/shared/bookings/night';
import { activeSpans, type ActiveReason } from '@/shared/setup/activeSetup';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { localTime } from '../../shared/BookingKit/night';
import { colourOf, entryKind, type EntryKind } from './calendarGrid';
import type { Entry } from './entryTexts';

/** A stretch of a night drawn in the calendar: which setup, from when to when, and what decided it. */
export interface DrawnSpan {
  from: Date;
  to: Date;
  fromTime: string;
  toTime: string;
  setupId: string;
  name: string;
  colour: string;
  /** The kind of the deciding entry, or why a setup is active without one. */
  kind: EntryKind | Exclude<ActiveReason, 'calendar'>;
  entryId: string | null;
}

/** Each night's spans, resolved by the rule the server answers with (src/shared/setup/activeSetup). */
export function useNightSpans(setups: SetupTree[], entries: Entry[], clock: VenueClock, nights: string[]): Map<string, DrawnSpan[]> {
  return useMemo(() => {
    const byEntry = new Map(entries.map((e) => [e.id, e]));
    const index = new Map(setups.map((s, i) => [s.id, i]));
    return new Map(
      nights.map((night) => [
        night,
        activeSpans(setups, entries, clock, night).map((span) => ({
          from: span.from,
          to: span.to,
          fromTime: localTime(span.from.toISOString(), clock),
          toTime: localTime(span.to.toISOString(), clock),
          setupId: span.setup.id,
          name: span.setup.name,
          colour: colourOf(index.get(span.setup.id) ?? 0),
          kind: span.entryId ? entryKind(byEntry.get(span.entryId)!) : (span.reason as Exclude<ActiveReason, 'calendar'>),
          entryId: span.entryId,
        })),
      ]),
    );
  }, [setups, entries, clock, nights]);
}
