import type { RequestContext } from '../../api/context';
import { badRequest, notFound } from '../../api/errors';

export type PlanEntity = 'event' | 'campaign' | 'comment' | 'budget';
export type PlanChange = 'created' | 'updated' | 'deleted' | 'imported';

/** Records a change to a venue's activation plan in its change log (in the request's transaction). */
export async function logChange(ctx: RequestContext, entry: { venueId: string; entity: PlanEntity; entityId: string | null; change: PlanChange; summary: string }): Promise<void> {
  await ctx.db
    .insertInto('activationPlanChangeLog')
    .values({ ...entry, summary: entry.summary.slice(0, 500), at: ctx.now, userName: ctx.user.name || ctx.user.userId, createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .execute();
}

const major = (minor: number) => (minor / 100).toFixed(2);

/** What the change log adds about a planned cost, in the budgets' words: its value when set, old and new when changed. */
export function costNote(before: unknown, after: unknown, currency: string): string {
  const from = before === null || before === undefined ? null : Number(before);
  const to = after === null || after === undefined ? null : Number(after);
  if (from === to) return '';
  if (to === null) return `; removed the planned cost of ${major(from!)} ${currency}`;
  if (from === null) return `; planned cost ${major(to)} ${currency}`;
  return `; planned cost from ${major(from)} to ${major(to)} ${currency}`;
}

export function assertYear(year: number, field = 'year'): void {
  if (year < 2000 || year > 2100) throw badRequest(field, 'must be between 2000 and 2100');
}

export interface TemplateEntries {
  id: string;
  name: string;
  country: string;
  events: { key: string; month: number; day: number; title: string; category?: string | null; description?: string | null }[];
  campaigns: { key: string; month: number; title: string; channel?: string | null; description?: string | null }[];
  comments: { key: string; month: number; content: string }[];
}

/** A template of the venue's country, or 404 / 400. */
export async function templateForVenue(ctx: RequestContext, templateId: string, venue: { country: string | null }): Promise<TemplateEntries> {
  const row = await ctx.db.selectFrom('activationPlanTemplates').selectAll().where('id', '=', templateId).executeTakeFirst();
  if (!row) throw notFound(`Activation plan template ${templateId}`);
  if (row.country !== venue.country) throw badRequest('templateId', `is a template for ${row.country}, not for the venue's country ${venue.country}`);
  return {
    id: row.id,
    name: row.name ?? '',
    country: row.country!,
    events: (row.events as TemplateEntries['events'] | null) ?? [],
    campaigns: (row.campaigns as TemplateEntries['campaigns'] | null) ?? [],
    comments: (row.comments as TemplateEntries['comments'] | null) ?? [],
  };
}

/** The date of a template day in a year; a day past the month's end (29 February) becomes its last day. */
export function templateDate(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
