import type { Records } from '../records';

/**
 * A value in the activation plan's change log, kept typed so that the reader sees it in their language and the
 * portal's formats: a calendar date (YYYY-MM-DD), a time of day (HH:mm), a month of a year, an amount in minor units
 * with its currency, a value of an enum (`enum` names it as `<resource>.<enum>`), a yes or no, or plain text.
 */
export type PlanLogValue =
  | { type: 'text'; value: string }
  | { type: 'date'; value: string }
  | { type: 'time'; value: string }
  | { type: 'month'; year: number; month: number }
  | { type: 'money'; minor: number; currency: string }
  | { type: 'enum'; enum: string; value: string }
  | { type: 'boolean'; flag: boolean };

/** One field of a record from what to what; `from` is null when the field was set, `to` when it was cleared. */
export interface PlanLogFieldChange {
  field: string;
  from: PlanLogValue | null;
  to: PlanLogValue | null;
}

/** What an entry says beyond its entity and kind of change. */
export interface PlanLogDetails {
  /** The record's title (events, campaigns), or the template's name of an import. */
  name?: string | null;
  /** Where the record sits in the plan after the change: an event's date, the month of a campaign, comment or budget. */
  place?: PlanLogValue | null;
  /** A head office campaign. */
  headOffice?: boolean;
  /** How many entries an import added, and to which year. */
  count?: number;
  year?: number;
  changes: PlanLogFieldChange[];
}

/** An entry of the change log as the API answers it: `details` for every entry written since it was kept, else `summary`. */
export type PlanLogEntry = Omit<Records['activationPlanChangeLog'], 'details'> & { details: PlanLogDetails | null };

/** What the domain actions of the change log answer: the contract between `src/server/domain/venue/activationPlanChangeLog.ts` and the typed calls. */
export interface ActivationPlanChangeLogResults {
  list: {
    items: PlanLogEntry[];
    totalItems: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
}
