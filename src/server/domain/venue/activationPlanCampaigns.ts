import type {
  ActivationPlanCampaignsCreateInput,
  ActivationPlanCampaignsDeleteInput,
  ActivationPlanCampaignsGetByVenueInput,
  ActivationPlanCampaignsGetHeadOfficeInput,
  ActivationPlanCampaignsImportTemplateInput,
  ActivationPlanCampaignsUpdateInput,
} from '@generated/server/resources/activationPlanCampaigns';
import type { ActivationPlanCampaignRecord } from '@generated/shared/types/activationPlanCampaigns';
import { activationPlanCampaignsResource } from '@generated/server/resources/activationPlanCampaigns';
import { hasRole } from '@/shared/permissions';
import { lockKey } from '../../api/transaction';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, forbidden } from '../../api/errors';
import { toRecord } from '../../api/store';
import { getVenueOrThrow } from '../shell/venueLookup';
import { currencyOf } from '../shell/countries';
import { listQueryOf, pagedQuery, permittedVenues } from '../reports/venueAccess';
import { assertYear, templateForVenue } from './activationPlanShared';
import { enumValue, fieldChanges, flagValue, logChange, moneyValue, monthValue, textValue, updateKind, type LoggedFields } from './activationPlanLog';

const HEAD_OFFICE = 'hq';
const CHANNELS = ['inVenue', 'social', 'email', 'print'];

/** Head office campaigns are set by head office: the role hq at the venue (or globally). */
function assertMayTouch(ctx: RequestContext, venueId: string, ...isHQ: unknown[]) {
  if (isHQ.some(Boolean) && !hasRole(ctx.user.roles, HEAD_OFFICE, venueId, ctx.now)) throw forbidden('Only head office (the role hq) can add, change or delete head office campaigns');
}

/** What the change log keeps of a campaign; its title and month also name it in every entry. */
const logged = (currency: string): LoggedFields => ({
  month: (c) => monthValue(c.year, c.month),
  title: (c) => textValue(c.title),
  channel: (c) => enumValue('activationPlanCampaigns.channel', c.channel),
  description: (c) => textValue(c.description),
  plannedCost: (c) => moneyValue(c.plannedCost, currency),
  isHQ: (c) => flagValue(c.isHQ),
});
const named = (c: Record<string, unknown>) => ({ name: String(c.title), place: monthValue(c.year, c.month), headOffice: Boolean(c.isHQ) });
// A new campaign's title, month and origin are said by its entry's sentence itself.
const NAMING = new Set(['title', 'month', 'isHQ']);

export const listForVenue = defineAction(async (ctx, { params, query }: ActivationPlanCampaignsGetByVenueInput) => {
  let q = ctx.db.selectFrom('activationPlanCampaigns').selectAll().where('venueId', '=', params.venueId);
  if (query.year) q = q.where('year', '=', query.year);
  const rows = await q.orderBy('year').orderBy('month').orderBy('title').execute();
  return rows.map((row) => toRecord(activationPlanCampaignsResource, row) as unknown as ActivationPlanCampaignRecord);
});

/** How many head office campaigns a page holds when the caller does not say. */
export const HQ_CAMPAIGNS_PER_PAGE = 100;

/** Head office campaigns at every venue where the user holds the activation plan permission, a page at a time. */
export const listHeadOffice = defineAction(async (ctx, { query }: ActivationPlanCampaignsGetHeadOfficeInput) => {
  const venues = permittedVenues(ctx, 'vp.vp.activationplan.show');
  const { page, pageSize } = listQueryOf({ page: query.page, perPage: query.perPage });
  let q = ctx.db.selectFrom('activationPlanCampaigns').innerJoin('venues', 'venues.id', 'activationPlanCampaigns.venueId').where('activationPlanCampaigns.isHQ', '=', true);
  if (venues) q = venues.length ? q.where('activationPlanCampaigns.venueId', 'in', venues) : q.where('activationPlanCampaigns.venueId', '=', '\u0000');
  if (query.year) q = q.where('activationPlanCampaigns.year', '=', query.year);
  if (query.month) q = q.where('activationPlanCampaigns.month', '=', query.month);
  if (query.country) q = q.where('venues.country', '=', query.country);
  const result = await pagedQuery<Record<string, unknown>>(
    ctx,
    q,
    (qb) =>
      qb
        .selectAll('activationPlanCampaigns')
        .select(['venues.name as venueName', 'venues.country as country'])
        .orderBy('activationPlanCampaigns.year')
        .orderBy('activationPlanCampaigns.month')
        .orderBy('venues.name')
        .orderBy('activationPlanCampaigns.id'),
    { page: page ?? 1, pageSize: pageSize ?? HQ_CAMPAIGNS_PER_PAGE },
  );
  return {
    ...result,
    items: result.items.map((row) => ({
      ...(toRecord(activationPlanCampaignsResource, row) as unknown as ActivationPlanCampaignRecord),
      venueName: (row.venueName as string | null) ?? '',
      country: (row.country as string | null) ?? '',
    })),
  };
});

export const create = defineAction(async (ctx, { params, body }: ActivationPlanCampaignsCreateInput) => {
  if (body.venueId !== params.venueId) throw badRequest('body.venueId', 'must be the venue in the path');
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  assertMayTouch(ctx, body.venueId, body.isHQ);
  const campaign = await ctx.store.create(activationPlanCampaignsResource, body);
  const changes = fieldChanges(logged(currencyOf(venue.country)), null, campaign).filter((c) => !NAMING.has(c.field));
  await logChange(ctx, { venueId: body.venueId, entity: 'campaign', entityId: campaign.id, change: 'created', details: { ...named(campaign), changes } });
  return campaign;
});

export const update = defineAction(async (ctx, { params, body }: ActivationPlanCampaignsUpdateInput) => {
  const current = await ctx.store.getOrThrow(activationPlanCampaignsResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  assertMayTouch(ctx, body.venueId, current.isHQ, body.isHQ);
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const campaign = await ctx.store.update(activationPlanCampaignsResource, params.id, body, { version: body.version });
  const changes = fieldChanges(logged(currencyOf(venue.country)), current, campaign);
  // A save that changes nothing is no change to log.
  if (changes.length) await logChange(ctx, { venueId: body.venueId, entity: 'campaign', entityId: campaign.id, change: updateKind(changes, 'month'), details: { ...named(campaign), changes } });
  return campaign;
});

export const remove = defineAction(async (ctx, { params }: ActivationPlanCampaignsDeleteInput) => {
  const current = await ctx.store.getOrThrow(activationPlanCampaignsResource, params.id);
  assertMayTouch(ctx, String(current.venueId), current.isHQ);
  await ctx.store.remove(activationPlanCampaignsResource, params.id);
  await logChange(ctx, { venueId: String(current.venueId), entity: 'campaign', entityId: current.id, change: 'deleted', details: { ...named(current), changes: [] } });
});

export const importTemplate = defineAction(async (ctx, { params }: ActivationPlanCampaignsImportTemplateInput) => {
  assertYear(params.year);
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const template = await templateForVenue(ctx, params.templateId, venue);
  // Imports of one template, year and venue run one at a time: the second sees what the first imported and skips it.
  await lockKey(ctx.db, `activation-plan-import:${venue.id}:${template.id}:${params.year}`);
  const done = await ctx.db.selectFrom('activationPlanCampaigns').select('templateKey').where('venueId', '=', venue.id).where('templateId', '=', template.id).where('year', '=', params.year).execute();
  const skip = new Set(done.map((d) => d.templateKey));
  const fresh = template.campaigns.filter((c) => !skip.has(c.key));
  for (const c of fresh) {
    await ctx.store.create(activationPlanCampaignsResource, {
      venueId: venue.id,
      year: params.year,
      month: c.month,
      title: c.title,
      channel: CHANNELS.includes(c.channel ?? '') ? c.channel : 'inVenue',
      description: c.description ?? null,
      plannedCost: null,
      isHQ: false,
      templateId: template.id,
      templateKey: c.key,
    });
  }
  await logChange(ctx, { venueId: venue.id, entity: 'campaign', entityId: null, change: 'imported', details: { name: template.name, count: fresh.length, year: params.year, changes: [] } });
  return { imported: fresh.length, skipped: template.campaigns.length - fresh.length };
});
