import { atNight, minutesOf, venueTime, type VenueClock } from '@/shared/bookings/night';
import {
  BookingHoursTarget,
  LimitType,
  PolicyLevel,
  PolicyType,
  SEATING_DEFAULTS,
  SeatingStrategyType,
  type Policy,
  type PolicyLimit,
  type SeatingStrategy,
  type Violation,
} from '@/shared/bookings/policies';
import { BookingState } from '@/shared/bookings/states';
import { BASE_SCORE, COMBINATION_PENALTY, SOFT_LIMIT_PENALTY, WARNING_PENALTY, type ScorePart } from '@/shared/bookings/scoring';
import { englishViolationText, type TextValue, type ViolationTextKey } from '@/shared/bookings/violationTexts';
import { formatMoney } from '@/shared/format';

/**
 * The rules of policies and seating strategies, as pure functions over plain data: which limits a booking at a
 * table (or in a section) breaks, and how well each table of a section suits it. docs/bookings.md explains them.
 */

export interface Level {
  level: number;
  id: string;
  name: string;
  policies: Policy[];
  strategies: SeatingStrategy[];
  onRequestOnly: boolean;
}

/** The policy level of a venue, setup, section or table row: its policies, seating strategies and on-request flag. */
export const levelOf = (level: number, r: { id: string; name: string; venuePolicies: Level['policies'] | null; seatingStrategies: Level['strategies'] | null; bookingOnRequestOnly: boolean | null }): Level => ({
  level,
  id: r.id,
  name: r.name,
  policies: r.venuePolicies ?? [],
  strategies: r.seatingStrategies ?? [],
  onRequestOnly: Boolean(r.bookingOnRequestOnly),
});

export interface EngineTable {
  id: string;
  name: string;
  seatCount: number;
  isActive: boolean | null;
  combinationTablePartIds: string[] | null;
  venueSectionId: string;
}

export interface NightBooking {
  id: string;
  venueTableId: string | null;
  arrival: Date;
  departure: Date | null;
  guestName?: string | null;
}

export interface BookingFacts {
  clock: VenueClock;
  /** The night (YYYY-MM-DD) and its end, where bookings without a departure end. */
  night: string;
  nightEnd: Date;
  arrival: Date;
  departure: Date | null;
  guestCount: number;
  bookingState: number;
  minimumSpend: number | null;
  currency: string;
  /** Every table of the setup that is not deleted. */
  tables: EngineTable[];
  /** The other bookings of the night at the venue that hold a table. */
  bookings: NightBooking[];
}

const LEVEL_TEXTS: Record<number, ViolationTextKey> = { [PolicyLevel.Venue]: 'venue', [PolicyLevel.Setup]: 'setup', [PolicyLevel.Section]: 'section', [PolicyLevel.Table]: 'table' };

/** A violation's text and its English message. */
function said(key: ViolationTextKey, values: Record<string, TextValue>): Pick<Violation, 'text' | 'message'> {
  const text = { key, values };
  return { text, message: englishViolationText(text) };
}

/** The most specific policy of a type on the path (venue → setup → section → table), with its level. */
export function effectivePolicy(path: Level[], type: string): { policy: Policy; level: Level } | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const policy = path[i].policies.find((p) => p.policyType === type && (p.limits ?? []).length);
    if (policy) return { policy, level: path[i] };
  }
  return null;
}

const limitTypeOf = (limit: PolicyLimit): 1 | 2 | 3 => (limit.limitType === 1 || limit.limitType === 2 || limit.limitType === 3 ? limit.limitType : LimitType.Hard);

/** The opening and closing instants of the night under an opening-hours limit (a closing time at or before the opening time is after midnight). */
export function openingWindow(limit: PolicyLimit, night: string, clock: VenueClock): { open: Date; close: Date } | null {
  if (minutesOf(limit.openingTime) === null || minutesOf(limit.closingTime) === null) return null;
  const open = atNight(night, limit.openingTime!, clock);
  let close = atNight(night, limit.closingTime!, clock);
  if (close <= open) close = new Date(close.getTime() + 24 * 3600_000);
  return { open, close };
}

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Opening-hours and booking-hours limits the arrival breaks. */
export function timeViolations(path: Level[], facts: BookingFacts): Violation[] {
  const out: Violation[] = [];
  const opening = effectivePolicy(path, PolicyType.OpeningHours);
  const window = opening ? openingWindow(opening.policy.limits!.find((l) => openingWindow(l, facts.night, facts.clock)) ?? {}, facts.night, facts.clock) : null;
  if (opening) {
    for (const limit of opening.policy.limits ?? []) {
      const w = openingWindow(limit, facts.night, facts.clock);
      if (!w || (facts.arrival >= w.open && facts.arrival < w.close)) continue;
      out.push({
        code: 'openingHours',
        policyType: PolicyType.OpeningHours,
        limitType: limitTypeOf(limit),
        level: opening.level.level,
        identifier: opening.policy.identifier ?? null,
        field: 'arrival',
        ...said('openingHours', { arrival: venueTime(facts.arrival, facts.clock), opens: limit.openingTime!, closes: limit.closingTime!, policy: opening.policy.identifier ?? '' }),
      });
    }
  }
  const hours = effectivePolicy(path, PolicyType.BookingHours);
  if (hours && window) {
    for (const limit of hours.policy.limits ?? []) {
      const target = limit.target === BookingHoursTarget.ClosingTime ? window.close : window.open;
      const from = minutesOf(limit.bookingAllowedFrom);
      const until = minutesOf(limit.bookingAllowedUntil) ?? 0;
      const earliest = from === null ? null : addMinutes(target, from);
      const latest = addMinutes(target, until);
      if ((earliest && facts.arrival < earliest) || facts.arrival > latest) {
        // Bounds are offsets from the opening or closing time: say them as the venue's clock times they come to. An
        // empty from has no lower bound ("Always"); an empty until is the target itself ("Exact time").
        const until: TextValue = limit.bookingAllowedUntil
          ? venueTime(latest, facts.clock)
          : { key: limit.target === BookingHoursTarget.ClosingTime ? 'closingTime' : 'openingTime', values: { time: venueTime(latest, facts.clock) } };
        const values = { arrival: venueTime(facts.arrival, facts.clock), policy: hours.policy.identifier ?? '', until };
        out.push({
          code: 'bookingHours',
          policyType: PolicyType.BookingHours,
          limitType: limitTypeOf(limit),
          level: hours.level.level,
          identifier: hours.policy.identifier ?? null,
          field: 'arrival',
          ...(earliest ? said('bookingHoursFrom', { ...values, from: venueTime(earliest, facts.clock) }) : said('bookingHours', values)),
        });
      }
    }
  }
  return out;
}

/** The minimum spend of the most specific minimum-spend policy on the path (the largest of its limits). */
export function minimumSpendOf(path: Level[]): { value: number; level: Level; policy: Policy } | null {
  const found = effectivePolicy(path, PolicyType.MinimumSpend);
  if (!found) return null;
  const values = (found.policy.limits ?? []).map((l) => l.minimumSpendAmount?.value).filter((v): v is number => typeof v === 'number');
  return values.length ? { value: Math.max(...values), level: found.level, policy: found.policy } : null;
}

function minimumSpendViolations(path: Level[], facts: BookingFacts): Violation[] {
  const found = effectivePolicy(path, PolicyType.MinimumSpend);
  if (!found || facts.minimumSpend === null) return [];
  return (found.policy.limits ?? [])
    .filter((l) => typeof l.minimumSpendAmount?.value === 'number' && facts.minimumSpend! < l.minimumSpendAmount!.value!)
    .map((l) => ({
      code: 'minimumSpend' as const,
      policyType: PolicyType.MinimumSpend,
      limitType: limitTypeOf(l),
      level: found.level.level,
      identifier: found.policy.identifier ?? null,
      field: 'minimumSpend' as const,
      ...said('minimumSpend', { spend: formatMoney(facts.minimumSpend, facts.currency), required: formatMoney(l.minimumSpendAmount!.value!, facts.currency), policy: found.policy.identifier ?? '' }),
    }));
}

/** The physical tables a table stands for: a combination table's parts, or the table itself. */
export function physicalTables(table: EngineTable, byId: Map<string, EngineTable>): string[] {
  const parts = (table.combinationTablePartIds ?? []).filter((id) => byId.has(id));
  return parts.length ? parts : [table.id];
}

const overlaps = (aFrom: Date, aTo: Date, bFrom: Date, bTo: Date) => aFrom < bTo && bFrom < aTo;

/** Bookings of the night that hold one of the table's physical tables at the booking's time. */
export function clashes(table: EngineTable, facts: BookingFacts): NightBooking[] {
  const byId = new Map(facts.tables.map((t) => [t.id, t]));
  const mine = new Set(physicalTables(table, byId));
  const end = facts.departure ?? facts.nightEnd;
  return facts.bookings.filter((b) => {
    const other = b.venueTableId ? byId.get(b.venueTableId) : null;
    if (!other || !physicalTables(other, byId).some((id) => mine.has(id))) return false;
    return overlaps(facts.arrival, end, b.arrival, b.departure ?? facts.nightEnd);
  });
}

/** Physical tables held by any booking of the night (at any time of it). */
function bookedTonight(facts: BookingFacts): Set<string> {
  const byId = new Map(facts.tables.map((t) => [t.id, t]));
  const booked = new Set<string>();
  for (const b of facts.bookings) {
    const table = b.venueTableId ? byId.get(b.venueTableId) : null;
    if (table) physicalTables(table, byId).forEach((id) => booked.add(id));
  }
  return booked;
}

/** Table-booking limits (the share of tables booked in each level's scope), walk-in tables, seats and on-request places. */
export function tableViolations(table: EngineTable, path: Level[], facts: BookingFacts): Violation[] {
  const out: Violation[] = [];
  const byId = new Map(facts.tables.map((t) => [t.id, t]));
  const physical = facts.tables.filter((t) => !(t.combinationTablePartIds ?? []).length && t.isActive !== false);
  const mine = physicalTables(table, byId);
  const booked = bookedTonight(facts);
  for (const level of path) {
    for (const policy of level.policies.filter((p) => p.policyType === PolicyType.TableBooking)) {
      const scope =
        level.level === PolicyLevel.Table ? mine : level.level === PolicyLevel.Section ? physical.filter((t) => t.venueSectionId === level.id).map((t) => t.id) : physical.map((t) => t.id);
      if (!scope.length) continue;
      const after = new Set([...booked, ...mine]);
      const share = Math.round((scope.filter((id) => after.has(id)).length / scope.length) * 1000) / 10;
      for (const limit of policy.limits ?? []) {
        const max = limit.maxPercentage ?? 100;
        if (share <= max) continue;
        const walkIn = level.level === PolicyLevel.Table && limit.limitType === LimitType.Soft && limit.minPercentage === 0 && limit.maxPercentage === 0;
        out.push({
          code: walkIn ? 'walkIn' : 'tableBooking',
          policyType: PolicyType.TableBooking,
          limitType: limitTypeOf(limit),
          level: level.level,
          identifier: policy.identifier ?? null,
          field: 'venueTableId',
          ...(walkIn
            ? said('walkIn', { table: table.name, policy: policy.identifier ?? '' })
            : said('tableBooking', { table: table.name, share, level: { key: LEVEL_TEXTS[level.level] }, place: level.name, policy: policy.identifier ?? '', max })),
        });
      }
    }
  }
  if (table.seatCount < facts.guestCount) {
    out.push({ code: 'seats', policyType: null, limitType: LimitType.Soft, level: PolicyLevel.Table, identifier: null, field: 'venueTableId', ...said('seats', { table: table.name, seats: table.seatCount, guests: facts.guestCount }) });
  }
  return out;
}

/** Places that take bookings on request only: a warning for bookings that are not requests. */
function onRequestViolations(path: Level[], facts: BookingFacts): Violation[] {
  const level = [...path].reverse().find((l) => l.onRequestOnly);
  if (!level || facts.bookingState === BookingState.Requested) return [];
  return [
    { code: 'onRequestOnly', policyType: null, limitType: LimitType.Warning, level: level.level, identifier: null, field: 'bookingState', ...said('onRequestOnly', { level: { key: LEVEL_TEXTS[level.level] }, place: level.name }) },
  ];
}

/** Every limit a booking breaks: at a table (path ending with the table's level) or in a section without a table. */
export function violations(path: Level[], facts: BookingFacts, table: EngineTable | null): Violation[] {
  return [...timeViolations(path, facts), ...minimumSpendViolations(path, facts), ...(table ? tableViolations(table, path, facts) : []), ...onRequestViolations(path, facts)];
}

/** For each strategy type, the most specific strategy on the path, with the level it is declared at; capacity usage always counts. */
export function effectiveStrategies(path: Level[]): Map<string, { strategy: SeatingStrategy; level: number }> {
  const out = new Map<string, { strategy: SeatingStrategy; level: number }>();
  for (const level of path) for (const strategy of level.strategies) if (strategy.seatingStrategyType) out.set(strategy.seatingStrategyType, { strategy, level: level.level });
  // Without a capacity-usage strategy of its own, a place uses the specification's default (multiplier -20).
  if (!out.has(SeatingStrategyType.PreferHighTableCapacityUsage)) {
    out.set(SeatingStrategyType.PreferHighTableCapacityUsage, {
      strategy: { seatingStrategyType: SeatingStrategyType.PreferHighTableCapacityUsage, matchScoreModifier: 0, unmatchedScoreModifier: 0, scorePerUnusedSeatMultiplier: SEATING_DEFAULTS.highCapacityMultiplier },
      level: PolicyLevel.Venue,
    });
  }
  return out;
}

/** The score of a table for a booking, with the parts it is made of (docs/bookings.md, "Table suggestion"). */
export function scoreTable(table: EngineTable, path: Level[], facts: BookingFacts, found: Violation[]): { score: number; parts: ScorePart[] } {
  const parts: ScorePart[] = [{ reason: 'base', points: BASE_SCORE }];
  const add = (part: ScorePart) => part.points && parts.push({ ...part, points: Math.round(part.points * 10) / 10 });
  const guests = facts.guestCount;
  const seats = table.seatCount;
  const unused = seats - guests;
  const byId = new Map(facts.tables.map((t) => [t.id, t]));
  const bookedTonightAlready = physicalTables(table, byId).some((id) => bookedTonight(facts).has(id));
  for (const [type, { strategy, level }] of effectiveStrategies(path)) {
    const match = strategy.matchScoreModifier ?? 0;
    const unmatched = strategy.unmatchedScoreModifier ?? 0;
    switch (type) {
      case SeatingStrategyType.PreferredSeating: {
        const matched = level >= PolicyLevel.Section;
        add({ reason: 'preferredSeating', points: matched ? match : unmatched, matched, level });
        break;
      }
      case SeatingStrategyType.PreferFullTables: {
        const matched = unused <= 0;
        add({ reason: 'fullTable', points: matched ? match : unmatched + (strategy.scorePerUnusedSeatMultiplier ?? 0) * unused, matched, guests, seats, level });
        break;
      }
      case SeatingStrategyType.PenalizeBookedTables:
        add({ reason: 'bookedTonight', points: bookedTonightAlready ? unmatched : match, matched: !bookedTonightAlready, level });
        break;
      case SeatingStrategyType.PreferHighTableCapacityUsage: {
        const usage = Math.min(1, guests / Math.max(1, seats));
        const matched = usage >= 0.75;
        add({ reason: 'capacityUsage', points: (strategy.scorePerUnusedSeatMultiplier ?? SEATING_DEFAULTS.highCapacityMultiplier) * (1 - usage) + (matched ? match : unmatched), matched, guests, seats, level });
        break;
      }
    }
  }
  if ((table.combinationTablePartIds ?? []).length) add({ reason: 'combination', points: COMBINATION_PENALTY });
  for (const v of found) {
    if (v.limitType === LimitType.Soft) add({ reason: 'softLimit', points: SOFT_LIMIT_PENALTY, level: v.level ?? undefined, text: v.text, message: v.message });
    if (v.limitType === LimitType.Warning) add({ reason: 'warning', points: WARNING_PENALTY, level: v.level ?? undefined, text: v.text, message: v.message });
  }
  return { score: Math.round(parts.reduce((sum, p) => sum + p.points, 0) * 10) / 10, parts };
}
