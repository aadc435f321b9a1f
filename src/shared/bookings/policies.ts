import type { ViolationText } from './violationTexts';
import { minutesOf } from './night';

/** Policies and their validation rules (specification section 5), shared by the forms and the server. */

export const PolicyType = {
  OpeningHours: 'OpeningHoursPolicy',
  BookingHours: 'BookingHoursPolicy',
  MinimumSpend: 'MinimumSpendPolicy',
  TableBooking: 'TableBookingPolicy',
} as const;
export type PolicyTypeValue = (typeof PolicyType)[keyof typeof PolicyType];

export const LimitType = { Hard: 1, Soft: 2, Warning: 3 } as const;
export type LimitTypeValue = (typeof LimitType)[keyof typeof LimitType];

export const PolicyLevel = { Venue: 0, Setup: 10, Section: 20, Table: 30 } as const;
export type PolicyLevelValue = (typeof PolicyLevel)[keyof typeof PolicyLevel];

export const BookingHoursTarget = { OpeningTime: 0, ClosingTime: 1 } as const;

export interface PolicyLimit {
  limitType?: number | null;
  openingTime?: string | null;
  closingTime?: string | null;
  bookingAllowedFrom?: string | null;
  bookingAllowedUntil?: string | null;
  target?: number | null;
  minimumSpendAmount?: { value?: number | null; currency?: string | null } | null;
  minPercentage?: number | null;
  maxPercentage?: number | null;
}

export interface Policy {
  policyConfigurationId?: string | null;
  identifier?: string | null;
  policyType?: string | null;
  policyLevel?: number | null;
  limits?: PolicyLimit[] | null;
}

export const SeatingStrategyType = {
  PreferredSeating: 'SeatingStrategyPreferredSeating',
  PreferFullTables: 'SeatingStrategyPreferFullTables',
  PenalizeBookedTables: 'SeatingStrategyPenalizeBookedTables',
  PreferHighTableCapacityUsage: 'SeatingStrategyPreferHighTableCapacityUsage',
} as const;

export interface SeatingStrategy {
  seatingStrategyType?: string | null;
  matchScoreModifier?: number | null;
  unmatchedScoreModifier?: number | null;
  level?: number | null;
  scorePerUnusedSeatMultiplier?: number | null;
}

/** Seating defaults of the specification: preferred seating medium 20 and high 30; prefer-high-capacity multiplier -20. */
export const SEATING_DEFAULTS = { preferredMedium: 20, preferredHigh: 30, highCapacityMultiplier: -20 } as const;

export interface PolicyIssue {
  /** Path below the policy (`identifier`, `limits.0.closingTime`). */
  path: string;
  /** Message key, as `bookings.policy.<key>` in the screens' texts; the server's English text is `message`. */
  key: 'required' | 'time' | 'sameTimes' | 'target' | 'fromBeforeUntil' | 'amount' | 'atLeastZero' | 'maxAtLeastMin' | 'type';
  message: string;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
/** The specification's check (non-blank with a colon), and a real time of day. */
const isTime = (v: string | null | undefined) => !blank(v) && v!.includes(':') && minutesOf(v) !== null;

const MESSAGES: Record<PolicyIssue['key'], string> = {
  required: 'is required',
  time: 'must be a time such as 18:00',
  sameTimes: 'must differ from the opening time',
  target: 'must be the opening or the closing time',
  fromBeforeUntil: 'must be later than the time bookings are allowed from',
  amount: 'is required',
  atLeastZero: 'must be at least 0',
  maxAtLeastMin: 'must be at least the minimum percentage',
  type: 'is not a known policy type',
};

/** Every rule a policy breaks; a policy is valid when the list is empty. Seating strategies are always valid. */
export function policyIssues(policy: Policy): PolicyIssue[] {
  const issues: PolicyIssue[] = [];
  const add = (path: string, key: PolicyIssue['key']) => issues.push({ path, key, message: MESSAGES[key] });
  if (blank(policy.identifier)) add('identifier', 'required');
  if (!Object.values(PolicyType).includes(policy.policyType as PolicyTypeValue)) add('policyType', policy.policyType ? 'type' : 'required');
  (policy.limits ?? []).forEach((limit, i) => {
    const at = (field: string) => `limits.${i}.${field}`;
    if (![1, 2, 3].includes(limit.limitType ?? 0)) add(at('limitType'), 'required');
    switch (policy.policyType) {
      case PolicyType.OpeningHours:
        if (!isTime(limit.openingTime)) add(at('openingTime'), 'time');
        if (!isTime(limit.closingTime)) add(at('closingTime'), 'time');
        else if (isTime(limit.openingTime) && minutesOf(limit.openingTime) === minutesOf(limit.closingTime)) add(at('closingTime'), 'sameTimes');
        break;
      case PolicyType.BookingHours: {
        const from = limit.bookingAllowedFrom;
        const until = limit.bookingAllowedUntil;
        // An empty bound is not given: from shows "Always", until shows "Exact time".
        const fromGiven = !blank(from);
        const untilGiven = !blank(until);
        if (fromGiven && !isTime(from)) add(at('bookingAllowedFrom'), 'time');
        if (untilGiven && !isTime(until)) add(at('bookingAllowedUntil'), 'time');
        if (limit.target !== BookingHoursTarget.OpeningTime && limit.target !== BookingHoursTarget.ClosingTime) add(at('target'), 'target');
        if (fromGiven && untilGiven && isTime(from) && isTime(until) && !(minutesOf(from)! < minutesOf(until)!)) add(at('bookingAllowedUntil'), 'fromBeforeUntil');
        break;
      }
      case PolicyType.MinimumSpend:
        if (!limit.minimumSpendAmount || limit.minimumSpendAmount.value === null || limit.minimumSpendAmount.value === undefined) add(at('minimumSpendAmount'), 'amount');
        else if (limit.minimumSpendAmount.value < 0) add(at('minimumSpendAmount.value'), 'atLeastZero');
        break;
      case PolicyType.TableBooking: {
        const min = limit.minPercentage ?? null;
        const max = limit.maxPercentage ?? null;
        if (min === null || min < 0) add(at('minPercentage'), min === null ? 'required' : 'atLeastZero');
        if (max === null || max < 0) add(at('maxPercentage'), max === null ? 'required' : 'atLeastZero');
        else if (min !== null && min >= 0 && max < min) add(at('maxPercentage'), 'maxAtLeastMin');
        break;
      }
    }
  });
  return issues;
}

/** How a booking-hours limit shows its bounds: an empty from is "Always", an empty until is "Exact time". */
export function bookingHoursBounds(limit: PolicyLimit): { from: string | 'always'; until: string | 'exactTime' } {
  return { from: blank(limit.bookingAllowedFrom) ? 'always' : limit.bookingAllowedFrom!, until: blank(limit.bookingAllowedUntil) ? 'exactTime' : limit.bookingAllowedUntil! };
}

/** A table is kept for walk-ins when its table-booking policy has a soft limit with minimum and maximum both 0. */
export function isWalkInOnly(policies: Policy[] | null | undefined): boolean {
  return (policies ?? []).some(
    (p) => p.policyType === PolicyType.TableBooking && (p.limits ?? []).some((l) => l.limitType === LimitType.Soft && l.minPercentage === 0 && l.maxPercentage === 0),
  );
}

/** Which rule a booking breaks. */
export type ViolationCode = 'openingHours' | 'bookingHours' | 'minimumSpend' | 'tableBooking' | 'walkIn' | 'seats' | 'onRequestOnly';

/** A policy limit a booking breaks, at the level (venue, setup, section, table) that sets it. */
export interface Violation {
  code: ViolationCode;
  policyType: string | null;
  limitType: 1 | 2 | 3;
  level: number | null;
  identifier: string | null;
  /** The booking field the limit is about. */
  field: 'arrival' | 'venueTableId' | 'minimumSpend' | 'bookingState';
  /** What was broken, for the browser to say in the user's language. */
  text: ViolationText;
  /** The same in English, as the server's own error messages say it. */
  message: string;
}

