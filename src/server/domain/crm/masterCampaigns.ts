import type {
  MasterCampaignsActivateInput,
  MasterCampaignsApplyEmailTemplateInput,
  MasterCampaignsApproveForSendingInput,
  MasterCampaignsCreateInput,
  MasterCampaignsDeleteInput,
  MasterCampaignsDuplicateInput,
  MasterCampaignsRetractApprovalInput,
  MasterCampaignsStatisticsInput,
  MasterCampaignsUpdateInput,
} from '@generated/server/resources/masterCampaigns';
import { masterCampaignsResource } from '@generated/server/resources/masterCampaigns';
import { venueCampaignsResource } from '@generated/server/resources/venueCampaigns';
import { canTransition, groupOf, masterCampaignTransition, STATUS_GROUPS, VENUE_CAMPAIGN_STATUSES, type MasterCampaignAction, type MasterCampaignStatus, type StatusGroup } from '@/shared/crm/campaignStateMachine';
import type { MasterCampaign } from '@/shared/crm/masterCampaigns';
import type { VenueCampaign } from '@/shared/crm/venueCampaigns';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { channelsOf, cleanContent, contentOf, contentWithTemplate, numbersOfChannels, sumNumbers, withRates } from './campaignContent';
import { appendHistory, assertHeadOffice, copyName, historyEntry } from './crmAccess';
import { campaignTemplateOrThrow } from './emailTemplates';
import { staleVersion, step } from './venueCampaignRecords';

/** Master campaigns are head office's: every change needs the write permission globally. */
const WRITE = 'vp.crm.campaigns.edit';

async function loadMaster(ctx: RequestContext, id: string): Promise<MasterCampaign> {
  return (await ctx.store.getOrThrow(masterCampaignsResource, id)) as unknown as MasterCampaign;
}

function assertMaster(action: MasterCampaignAction, master: MasterCampaign) {
  const result = masterCampaignTransition(action, master.status);
  if (!result.ok) throw conflict(result.message);
  return result.to;
}

/** Known venues, each once. */
async function cleanVenues(ctx: RequestContext, venueIds: string[] | null | undefined): Promise<string[]> {
  const ids = [...new Set(venueIds ?? [])];
  if (!ids.length) return [];
  const found = new Set((await ctx.db.selectFrom('venues').select('id').where('id', 'in', ids).execute()).map((v) => v.id));
  const unknown = ids.findIndex((id) => !found.has(id));
  if (unknown >= 0) throw badRequest(`body.venueIds.${unknown}`, `no venue with the id ${ids[unknown]}`);
  return ids;
}

async function venueCampaignsOf(ctx: RequestContext, masterId: string): Promise<VenueCampaign[]> {
  const { records } = await ctx.store.list(venueCampaignsResource, { match: { masterId } });
  return records as unknown as VenueCampaign[];
}

/** Gives each venue without one a venue campaign with the master's content, ready to fill out. */
async function createVenueCampaigns(ctx: RequestContext, master: MasterCampaign, venueIds: string[], comment: string | null) {
  const existing = new Set((await venueCampaignsOf(ctx, master.id)).map((c) => c.venueId));
  for (const venueId of venueIds.filter((v) => !existing.has(v))) {
    await ctx.store.create(venueCampaignsResource, {
      ...contentOf(master),
      venueId,
      masterId: master.id,
      title: master.name,
      emailTemplateId: master.emailTemplateId ?? null,
      status: 'ReadyToFillOut',
      statistics: {},
      history: [historyEntry(ctx, 'activate', null, 'ReadyToFillOut', comment)],
    });
  }
}

async function setMaster(ctx: RequestContext, master: MasterCampaign, action: string, to: MasterCampaignStatus, patch: Record<string, unknown>, version?: number | null, comment?: string | null) {
  staleVersion(version, master);
  const history = appendHistory(master.history, historyEntry(ctx, action, master.status, to, comment));
  return ctx.store.setFields(masterCampaignsResource, master.id, { ...patch, status: to, history }, { version: master.version });
}

export const create = defineAction(async (ctx, { body }: MasterCampaignsCreateInput) => {
  assertHeadOffice(ctx, WRITE, 'add master campaigns');
  return ctx.store.create(masterCampaignsResource, {
    ...cleanContent(body),
    name: body.name,
    venueIds: await cleanVenues(ctx, body.venueIds),
    status: 'Draft',
    history: [historyEntry(ctx, 'create', null, 'Draft')],
  });
});

/**
 * Saves a draft or active master. Its venue campaigns keep their own content (venues reset from the master to take
 * it); venues added to an active master get their campaign at once, and venues cannot be removed from it.
 */
export const update = defineAction(async (ctx, { body }: MasterCampaignsUpdateInput) => {
  assertHeadOffice(ctx, WRITE, 'update master campaigns');
  const master = await loadMaster(ctx, body.id);
  assertMaster('edit', master);
  const venueIds = await cleanVenues(ctx, body.venueIds);
  if (master.status === 'Active') {
    const removed = (master.venueIds ?? []).filter((v) => !venueIds.includes(v));
    if (removed.length) throw badRequest('body.venueIds', 'venues cannot be removed from an active campaign; delete their venue campaigns instead');
  }
  const saved = (await ctx.store.update(masterCampaignsResource, master.id, { ...cleanContent(body), name: body.name, venueIds }, { version: body.version })) as unknown as MasterCampaign;
  if (master.status === 'Active') await createVenueCampaigns(ctx, saved, venueIds, null);
  return saved;
});

/** A master goes with its venue campaigns, unless one of them is planned or completed (those are kept for their numbers). */
export const remove = defineAction(async (ctx, { query }: MasterCampaignsDeleteInput) => {
  assertHeadOffice(ctx, WRITE, 'delete HQ campaigns');
  const master = await loadMaster(ctx, query.id);
  assertMaster('delete', master);
  // The master's version moves first: a concurrent change of the master itself waits and then gets 409.
  await setMaster(ctx, master, 'delete', master.status, {});
  // Only drafts and pending campaigns go, in one statement that re-reads each row it deletes: a campaign approved by
  // a concurrent request is not deleted, and what is left over refuses the whole deletion (nothing half-deleted).
  const deletable = VENUE_CAMPAIGN_STATUSES.filter((s) => !['Planned', 'Completed'].includes(groupOf(s)));
  await ctx.db.deleteFrom('venueCampaigns').where('masterId', '=', master.id).where('status', 'in', deletable).execute();
  const kept = await venueCampaignsOf(ctx, master.id);
  if (kept.length) throw conflict(`${kept.length} of its venue campaigns ${kept.length === 1 ? 'is' : 'are'} planned or sent. Retract the approval or cancel them first.`);
  await ctx.store.remove(masterCampaignsResource, master.id);
});

export const statistics = defineAction(async (ctx, { params }: MasterCampaignsStatisticsInput) => {
  const master = await loadMaster(ctx, params.id);
  const campaigns = await venueCampaignsOf(ctx, master.id);
  const byStatus = Object.fromEntries(VENUE_CAMPAIGN_STATUSES.map((s) => [s, campaigns.filter((c) => c.status === s).length]));
  const byGroup = Object.fromEntries((Object.keys(STATUS_GROUPS) as StatusGroup[]).map((g) => [g, campaigns.filter((c) => groupOf(c.status) === g).length]));
  const numbers = await Promise.all(campaigns.map(async (c) => numbersOfChannels(c.statistics, channelsOf(await contentWithTemplate(ctx, c)))));
  const channels = channelsOf(await contentWithTemplate(ctx, master));
  return { masterCampaignId: master.id, status: master.status, venues: campaigns.length, byStatus, byGroup, channels, ...withRates(sumNumbers(numbers)) };
});

export const activate = defineAction(async (ctx, { body }: MasterCampaignsActivateInput) => {
  assertHeadOffice(ctx, WRITE, 'activate master campaigns');
  const master = await loadMaster(ctx, body.masterCampaignId);
  const to = assertMaster('activate', master) as MasterCampaignStatus;
  if (!master.venueIds?.length) throw badRequest('venueIds', 'choose at least one venue before activating the campaign');
  const comment = body.comment?.trim() || null;
  const saved = (await setMaster(ctx, master, 'activate', to, { activationComment: comment, activatedAt: ctx.now.toISOString() }, body.version, comment)) as unknown as MasterCampaign;
  await createVenueCampaigns(ctx, saved, master.venueIds, comment);
  return saved;
});

/** Venue campaigns still ready to fill out or submitted are approved with the master; rejected and archived ones stay as they are. */
export const approveForSending = defineAction(async (ctx, { body }: MasterCampaignsApproveForSendingInput) => {
  assertHeadOffice(ctx, WRITE, 'approve master campaigns for sending');
  const master = await loadMaster(ctx, body.masterCampaignId);
  const to = assertMaster('approveForSending', master) as MasterCampaignStatus;
  const saved = await setMaster(ctx, master, 'approveForSending', to, { approvedForSendingAt: ctx.now.toISOString() }, body.version);
  for (const c of await venueCampaignsOf(ctx, master.id)) {
    if (!canTransition('approveWithMaster', c.status, { fromMaster: true })) continue;
    await step(ctx, c, 'approveWithMaster', { comment: `Approved with the master campaign ${master.name}`, patch: { statusBeforeMasterApproval: c.status, approvalComment: 'Approved with the master campaign' } });
  }
  return saved;
});

/** Venue campaigns the master's approval approved go back to their status before it; those approved on their own stay approved. */
export const retractApproval = defineAction(async (ctx, { body }: MasterCampaignsRetractApprovalInput) => {
  assertHeadOffice(ctx, WRITE, 'retract master campaign approvals');
  const master = await loadMaster(ctx, body.masterCampaignId);
  const to = assertMaster('retractApproval', master) as MasterCampaignStatus;
  const saved = await setMaster(ctx, master, 'retractApproval', to, { approvedForSendingAt: null }, body.version);
  for (const c of await venueCampaignsOf(ctx, master.id)) {
    if (!canTransition('retractMasterApproval', c.status, { fromMaster: true, statusBeforeMasterApproval: c.statusBeforeMasterApproval })) continue;
    await step(ctx, c, 'retractMasterApproval', { patch: { statusBeforeMasterApproval: null, approvalComment: null } });
  }
  return saved;
});

export const applyEmailTemplate = defineAction(async (ctx, { body }: MasterCampaignsApplyEmailTemplateInput) => {
  assertHeadOffice(ctx, WRITE, 'change master campaigns');
  const master = await loadMaster(ctx, body.masterCampaignId);
  const to = assertMaster('applyEmailTemplate', master) as MasterCampaignStatus;
  const template = await campaignTemplateOrThrow(ctx, body.emailTemplateId);
  return setMaster(ctx, master, 'applyEmailTemplate', to, { emailTemplateId: template.id, emailSubject: template.subject ?? master.emailSubject ?? null, emailHtml: template.html ?? null }, body.version, template.name);
});

export const duplicate = defineAction(async (ctx, { body }: MasterCampaignsDuplicateInput) => {
  assertHeadOffice(ctx, WRITE, 'duplicate master campaigns');
  const master = await loadMaster(ctx, body.masterCampaignId);
  assertMaster('duplicate', master);
  return ctx.store.create(masterCampaignsResource, {
    ...contentOf(master),
    name: copyName(master.name),
    venueIds: master.venueIds ?? [],
    emailTemplateId: master.emailTemplateId ?? null,
    status: 'Draft',
    history: [historyEntry(ctx, 'duplicate', null, 'Draft', `Copy of ${master.name}`)],
  });
});
