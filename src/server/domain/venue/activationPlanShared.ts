import type { RequestContext } from '../../api/context';
import { badRequest, notFound } from '../../api/errors';

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
