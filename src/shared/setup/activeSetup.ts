import { atNight, nightWindow, type VenueClock } from '../bookings/night';
import { deciding, type CalendarEntryLike } from '../bookings/calendar';

/** Why a setup is the active one: a calendar entry names it, it is marked active, or it is the only one. */
export type ActiveReason = 'calendar' | 'activeFlag' | 'onlySetup';

/** An entry of a venue's setup calendar. */
export interface CalendarEntry extends CalendarEntryLike {
  version: number;
  venueDetailsId: string;
}

/** What the resolution needs of a setup. */
export interface SetupLike {
  id: string;
  isActive?: boolean | null;
  deleted?: string | Date | null;
}

export interface ActiveSetup<S extends SetupLike> {
  setup: S;
  reason: ActiveReason;
  entryId: string | null;
}

/**
 * The setup active at a venue at an instant: the one the deciding calendar entry names; without a covering entry,
 * a setup marked active; without that, the first setup in the venue's order (by name). Deleted setups never count.
 * The server's `venue-setups/active` answers with this and the setup calendar draws with it.
 */
export function resolveActiveSetup<S extends SetupLike>(setups: S[], entries: CalendarEntryLike[], clock: VenueClock, instant: Date): ActiveSetup<S> | null {
  const live = setups.filter((s) => !s.deleted);
  const byId = new Map(live.map((s) => [s.id, s]));
  const entry = deciding(entries, instant, clock, new Set(byId.keys()));
  if (entry) return { setup: byId.get(entry.venueSetupId)!, reason: 'calendar', entryId: entry.id };
  const flagged = live.find((s) => s.isActive);
  if (flagged) return { setup: flagged, reason: 'activeFlag', entryId: null };
  return live[0] ? { setup: live[0], reason: 'onlySetup', entryId: null } : null;
}

/** A stretch of a night during which one setup is active. */
export interface ActiveSpan<S extends SetupLike> extends ActiveSetup<S> {
  from: Date;
  to: Date;
}

/**
 * The instants of a night at which an entry can start or stop covering: its period's ends and, for a date list,
 * its times on that night. Between two of them every entry covers all or nothing, so the active setup is constant.
 */
function changePoints(entries: CalendarEntryLike[], night: string, clock: VenueClock): Date[] {
  const start = clock.startTimeOfDay || '10:00';
  const points: Date[] = [];
  for (const e of entries) {
    if (e.fromDate) points.push(atNight(e.fromDate, e.fromTime || start, clock));
    if (e.toDate) points.push(e.toTime ? atNight(e.toDate, e.toTime, clock) : nightWindow(e.toDate, clock).to);
    if (e.fromTime && !e.fromDate) points.push(atNight(night, e.fromTime, clock));
    if (e.toTime && !e.toDate) points.push(atNight(night, e.toTime, clock));
  }
  return points;
}

/**
 * Which setup is active when during a night (from the venue's start time of day to the next): consecutive spans,
 * each resolved by `resolveActiveSetup`, so the calendar draws exactly what the server answers at any instant of them.
 */
export function activeSpans<S extends SetupLike>(setups: S[], entries: CalendarEntryLike[], clock: VenueClock, night: string): ActiveSpan<S>[] {
  const window = nightWindow(night, clock);
  const inside = changePoints(entries, night, clock)
    .map((d) => d.getTime())
    .filter((t) => t > window.from.getTime() && t < window.to.getTime());
  const cuts = [...new Set([window.from.getTime(), ...inside])].sort((a, b) => a - b);
  const spans: ActiveSpan<S>[] = [];
  cuts.forEach((cut, i) => {
    const to = new Date(cuts[i + 1] ?? window.to.getTime());
    const active = resolveActiveSetup(setups, entries, clock, new Date(cut));
    if (!active) return;
    const last = spans[spans.length - 1];
    if (last && last.setup.id === active.setup.id && last.entryId === active.entryId && last.reason === active.reason) last.to = to;
    else spans.push({ ...active, from: new Date(cut), to });
  });
  return spans;
}
