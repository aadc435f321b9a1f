import { venueCampaignsResource } from '@generated/server/resources/venueCampaigns';
import { groupOf, venueCampaignTransition, type VenueCampaignAction, type VenueCampaignStatus } from '@/shared/crm/campaignStateMachine';
import type { VenueCampaign, VenueCampaignSummary } from '@/shared/crm/venueCampaigns';
import { hasPermission } from '@/shared/permissions';
import type { Page } from '@/shared/records';
import type { RequestContext } from '../../api/context';
import { conflict } from '../../api/errors';
import { appendHistory, historyEntry, isHeadOffice } from './crmAccess';

export const VENUE_PERMISSION = 'vp.vp.venuecampaigns.view';
/** Changing a venue's campaigns at its venue; held globally (head office) also approving, rejecting and deleting byHQ. */
export const VENUE_WRITE = 'vp.vp.venuecampaigns.edit';
export const CAMPAIGN_READERS = ['vp.vp.venuecampaigns.view', 'vp.crm.campaigns.view'];

export async function loadCampaign(ctx: RequestContext, id: string): Promise<VenueCampaign> {
  return (await ctx.store.getOrThrow(venueCampaignsResource, id)) as unknown as VenueCampaign;
}

export function staleVersion(version: number | null | undefined, campaign: { version: number }): void {
  if (version !== undefined && version !== null && version !== campaign.version) {
    throw conflict(`This campaign was changed by someone else (now version ${campaign.version}, yours ${version}). Reload it and try again.`);
  }
}

export interface StepOptions {
  patch?: Record<string, unknown>;
  comment?: string | null;
  /** The version the caller saw; a different one gets 409. */
  version?: number | null;
}

/**
 * Runs one action of the state machine on a campaign: refuses an illegal one with 409, writes the new status, the
 * changes and a history line only if nobody changed the campaign since it was read (409 otherwise). Returns null
 * when the action removed the campaign.
 */
export async function step(ctx: RequestContext, campaign: VenueCampaign, action: VenueCampaignAction, options: StepOptions = {}): Promise<VenueCampaign | null> {
  const result = venueCampaignTransition(action, campaign.status, { fromMaster: Boolean(campaign.masterId), statusBeforeMasterApproval: campaign.statusBeforeMasterApproval });
  if (!result.ok) throw conflict(result.message);
  staleVersion(options.version, campaign);
  if (result.to === 'removed') {
    await ctx.store.remove(venueCampaignsResource, campaign.id);
    return null;
  }
  const to = result.to as VenueCampaignStatus;
  const history = appendHistory(campaign.history, historyEntry(ctx, action, campaign.status, to, options.comment));
  const saved = await ctx.store.setFields(venueCampaignsResource, campaign.id, { ...options.patch, status: to, history }, { version: campaign.version });
  return saved as unknown as VenueCampaign;
}

/**
 * The actions the user can take on the campaign now: none without the write permission at its venue; else what its
 * status allows, and head office's own ones for head office.
 */
export function allowedActions(ctx: RequestContext, campaign: VenueCampaign): string[] {
  if (!hasPermission(ctx.user.permissions, VENUE_WRITE, campaign.venueId)) return [];
  const hq = isHeadOffice(ctx, VENUE_WRITE);
  const userActions: VenueCampaignAction[] = ['edit', 'submitForApproval', 'retractSubmission', 'approve', 'reject', 'resetFromMaster', 'applyEmailTemplate', 'changeMediaDate', 'sendTestEmail', 'sendTestSms', 'delete', 'deleteByHq'];
  const hqOnly: VenueCampaignAction[] = ['approve', 'reject', 'deleteByHq'];
  const context = { fromMaster: Boolean(campaign.masterId), statusBeforeMasterApproval: campaign.statusBeforeMasterApproval };
  return userActions.filter((a) => (hq || !hqOnly.includes(a)) && venueCampaignTransition(a, campaign.status, context).ok);
}

export async function venueNames(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.selectFrom('venues').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name ?? r.id]));
}

export async function masterNames(ctx: RequestContext, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.selectFrom('masterCampaigns').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name ?? r.id]));
}

type Row = Record<string, unknown>;

/** What lists show of a campaign (its content stays out of lists). */
export function summaryOf(row: Row, venues: Map<string, string>, masters: Map<string, string>): VenueCampaignSummary {
  const status = row.status as VenueCampaignStatus;
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : ((v as string | null) ?? null));
  return {
    id: row.id as string,
    version: row.version as number,
    venueId: row.venueId as string,
    venueName: venues.get(row.venueId as string) ?? (row.venueId as string),
    masterId: (row.masterId as string | null) ?? null,
    masterName: row.masterId ? (masters.get(row.masterId as string) ?? null) : null,
    title: row.title as string,
    status,
    group: groupOf(status),
    emailDate: (row.emailDate as string | null) ?? null,
    smsDate: (row.smsDate as string | null) ?? null,
    pushDate: (row.pushDate as string | null) ?? null,
    submitComment: (row.submitComment as string | null) ?? null,
    rejectedComment: (row.rejectedComment as string | null) ?? null,
    submittedAt: iso(row.submittedAt),
    updatedAt: iso(row.updatedAt)!,
  };
}

export function paged<T>(items: T[], totalItems: number, page: number, pageSize: number): Page<T> {
  return { items, totalItems, page, pageSize, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) };
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
