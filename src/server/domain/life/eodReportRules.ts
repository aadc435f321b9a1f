import type { EodReportRulesGetForCountryInput, EodReportRulesUpdateInput } from '@generated/server/resources/eodReportRules';
import { eodReportRulesResource } from '@generated/server/resources/eodReportRules';
import type { EodReportRuleRecord } from '@generated/shared/types/eodReportRules';
import type { CountryCode } from '@generated/shared/shell';
import { defineAction, type RequestContext } from '../../api/action';
import { conflict } from '../../api/errors';

export type EodRules = Omit<EodReportRuleRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id: string | null };

/** What a country without saved rules works by: nothing required, nobody notified. */
export function defaultRules(country: CountryCode): EodRules {
  return { id: null, version: 0, country, requireBiImage: false, requireRevenue: false, requireSummary: false, deadline: null, notifyRoles: [], recipients: [] };
}

export async function rulesOf(ctx: RequestContext, country: CountryCode): Promise<EodRules> {
  const row = await ctx.db.selectFrom('eodReportRules').select('id').where('country', '=', country).executeTakeFirst();
  if (!row) return defaultRules(country);
  return (await ctx.store.getOrThrow(eodReportRulesResource, row.id)) as unknown as EodRules;
}

export const getForCountry = defineAction(async (ctx, { query }: EodReportRulesGetForCountryInput) => rulesOf(ctx, query.country));

/** Saves a country's rules; the first save (version 0) creates them. A stale version gets 409 as usual. */
export const save = defineAction(async (ctx, { body }: EodReportRulesUpdateInput) => {
  const current = await rulesOf(ctx, body.country);
  const data = { ...body, notifyRoles: [...new Set(body.notifyRoles ?? [])], recipients: [...new Set((body.recipients ?? []).map((r) => r.trim().toLowerCase()))] };
  if (current.id) return (await ctx.store.update(eodReportRulesResource, current.id, data, { version: body.version })) as unknown as EodRules;
  if (body.version !== 0) throw conflict(`The rules of ${body.country} are not saved yet (version 0, yours ${body.version}). Reload them and make your change again.`);
  return (await ctx.store.create(eodReportRulesResource, data)) as unknown as EodRules;
});
