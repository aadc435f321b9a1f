import type { ActivationPlanChangeLogRecord } from '@generated/shared/types/activationPlanChangeLog';
import type { PlanLogDetails, PlanLogFieldChange, PlanLogValue } from '@/shared/venue/activationPlanChangeLog';
import type { RequestContext } from '../../api/context';

export type PlanEntity = ActivationPlanChangeLogRecord['entity'];
export type PlanChange = ActivationPlanChangeLogRecord['change'];
type Row = Record<string, unknown>;
/** How one logged field is read from a record, as a typed value (null when the record has none). */
export type LoggedFields = Record<string, (record: Row) => PlanLogValue | null>;

const absent = (v: unknown) => v === null || v === undefined || v === '';
// Long texts (descriptions) are kept in part: the log says that they changed and how they begin.
const TEXT_KEPT = 200;

export const textValue = (v: unknown): PlanLogValue | null => (absent(v) ? null : { type: 'text', value: String(v).slice(0, TEXT_KEPT) });
export const dateValue = (v: unknown): PlanLogValue | null => (absent(v) ? null : { type: 'date', value: String(v) });
export const timeValue = (v: unknown): PlanLogValue | null => (absent(v) ? null : { type: 'time', value: String(v).slice(0, 5) });
export const monthValue = (year: unknown, month: unknown): PlanLogValue | null => (absent(year) || absent(month) ? null : { type: 'month', year: Number(year), month: Number(month) });
export const moneyValue = (minor: unknown, currency: string): PlanLogValue | null => (absent(minor) ? null : { type: 'money', minor: Number(minor), currency });
export const enumValue = (enumKey: string, v: unknown): PlanLogValue | null => (absent(v) ? null : { type: 'enum', enum: enumKey, value: String(v) });
export const flagValue = (v: unknown): PlanLogValue => ({ type: 'boolean', flag: Boolean(v) });

const same = (a: PlanLogValue | null, b: PlanLogValue | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The logged fields that differ between two versions of a record, each from what to what. `before` is null for a
 * record just added (every field it has is listed as set), `after` null for one removed.
 */
export function fieldChanges(fields: LoggedFields, before: Row | null, after: Row | null): PlanLogFieldChange[] {
  const changes: PlanLogFieldChange[] = [];
  for (const [field, read] of Object.entries(fields)) {
    const from = before ? read(before) : null;
    const to = after ? read(after) : null;
    if (!same(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/** A change that only puts the record elsewhere in the plan (another date or month) is a move. */
export function updateKind(changes: PlanLogFieldChange[], placeField: string): PlanChange {
  return changes.length === 1 && changes[0].field === placeField ? 'moved' : 'updated';
}

/** Records a change to a venue's activation plan in its change log (in the request's transaction). */
export async function logChange(ctx: RequestContext, entry: { venueId: string; entity: PlanEntity; entityId: string | null; change: PlanChange; details: PlanLogDetails }): Promise<void> {
  await ctx.db
    .insertInto('activationPlanChangeLog')
    .values({ ...entry, details: JSON.stringify(entry.details), summary: null, at: ctx.now, userName: ctx.user.name || ctx.user.userId, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .execute();
}
