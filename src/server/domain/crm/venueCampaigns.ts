import { sql } from 'kysely';
import type {
  VenueCampaignsApplyEmailTemplateInput,
  VenueCampaignsApproveInput,
  VenueCampaignsByMasterInput,
  VenueCampaignsByVenueInput,
  VenueCampaignsChangeMediaDateInput,
  VenueCampaignsCreateWithoutMasterInput,
  VenueCampaignsDeleteInput,
  VenueCampaignsForHqApprovalInput,
  VenueCampaignsGetOneInput,
  VenueCampaignsPaginatedInput,
  VenueCampaignsPreviewInput,
  VenueCampaignsQueryInput,
  VenueCampaignsRejectInput,
  VenueCampaignsResetFromMasterInput,
  VenueCampaignsRetractSubmissionInput,
  VenueCampaignsSendTestEmailInput,
  VenueCampaignsSendTestSmsInput,
  VenueCampaignsStatisticsInput,
  VenueCampaignsSubmitForApprovalInput,
  VenueCampaignsTestMessagesInput,
  VenueCampaignsUpdateInput,
} from '@generated/server/resources/venueCampaigns';
import { venueCampaignsResource } from '@generated/server/resources/venueCampaigns';
import { masterCampaignsResource } from '@generated/server/resources/masterCampaigns';
import { campaignOutboxResource } from '@generated/server/resources/campaignOutbox';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, forbidden, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { channelsOf, cleanContent, contentOf, contentWithTemplate, MEDIA_DATE_FIELD, numbersOfChannels, renderCampaign, venueValues, withRates } from './campaignContent';
import { venueCampaignTransition, type VenueCampaignStatus } from '@/shared/crm/campaignStateMachine';
import type { VenueCampaign } from '@/shared/crm/venueCampaigns';
import { assertHeadOffice, historyEntry, mayActAt, permittedVenues } from './crmAccess';
import { campaignTemplateOrThrow } from './emailTemplates';
import {
  allowedActions,
  CAMPAIGN_READERS,
  escapeLike,
  loadCampaign,
  masterNames,
  paged,
  staleVersion,
  step,
  summaryOf,
  VENUE_PERMISSION,
  VENUE_WRITE,
  venueNames,
} from './venueCampaignRecords';

const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

async function summaries(ctx: RequestContext, rows: Record<string, unknown>[]) {
  const venues = await venueNames(ctx, rows.map((r) => r.venueId as string));
  const masters = await masterNames(ctx, rows.map((r) => r.masterId as string | null));
  return rows.map((r) => summaryOf(r, venues, masters));
}

interface Filters {
  venueIds: string[] | null;
  statuses?: VenueCampaignStatus[];
  search?: string;
  page: number;
  pageSize: number;
}

/** A page of campaigns; the search text is trimmed, ignored when empty, and matches anywhere in the title. */
async function findPage(ctx: RequestContext, f: Filters) {
  let query = ctx.db.selectFrom('venueCampaigns');
  if (f.venueIds) query = f.venueIds.length ? query.where('venueId', 'in', f.venueIds) : query.where(sql<boolean>`false`);
  if (f.statuses?.length) query = query.where('status', 'in', f.statuses);
  const search = f.search?.trim();
  if (search) query = query.where(sql<boolean>`lower(title) like ${`%${escapeLike(search.toLowerCase())}%`}`);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return paged(await summaries(ctx, rows as Record<string, unknown>[]), Number(counted.count), f.page, f.pageSize);
}

function pageParams(page: number | undefined, pageSize: number | undefined) {
  const p = page ?? DEFAULT_PAGE;
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  if (p < 1) throw badRequest('query.page', 'must be 1 or more');
  if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest('query.pageSize', `must be between 1 and ${MAX_PAGE_SIZE}`);
  return { page: p, pageSize: size };
}

export const listByVenue = defineAction(async (ctx, { params }: VenueCampaignsByVenueInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  const rows = await ctx.db.selectFrom('venueCampaigns').selectAll().where('venueId', '=', params.venueId).orderBy('updatedAt', 'desc').orderBy('id').execute();
  return summaries(ctx, rows as Record<string, unknown>[]);
});

export const paginated = defineAction(async (ctx, { params, query }: VenueCampaignsPaginatedInput) => {
  await getVenueOrThrow(ctx, params.venueId);
  return findPage(ctx, { venueIds: [params.venueId], statuses: query.statuses, search: query.searchTerm, ...pageParams(query.page, query.pageSize) });
});

export const query = defineAction(async (ctx, { query: q }: VenueCampaignsQueryInput) => {
  let venueIds = permittedVenues(ctx, CAMPAIGN_READERS);
  if (q.venueId) {
    if (!mayActAt(ctx, CAMPAIGN_READERS, q.venueId)) throw forbidden();
    venueIds = [q.venueId];
  }
  return findPage(ctx, { venueIds, statuses: q.statuses, search: q.title, ...pageParams(q.page, undefined) });
});

/** Head office's queue: every campaign waiting for approval, the longest waiting first. */
export const forHqApproval = defineAction(async (ctx, _input: VenueCampaignsForHqApprovalInput) => {
  assertHeadOffice(ctx, VENUE_PERMISSION, 'see the approval queue');
  const rows = await ctx.db.selectFrom('venueCampaigns').selectAll().where('status', '=', 'SubmittedForApproval').orderBy('submittedAt', 'asc').orderBy('id').execute();
  return summaries(ctx, rows as Record<string, unknown>[]);
});

export const listByMaster = defineAction(async (ctx, { params }: VenueCampaignsByMasterInput) => {
  if (!(await ctx.store.get(masterCampaignsResource, params.id))) throw notFound(`masterCampaigns ${params.id}`);
  const venueIds = permittedVenues(ctx, CAMPAIGN_READERS);
  let q = ctx.db.selectFrom('venueCampaigns').selectAll().where('masterId', '=', params.id);
  if (venueIds) q = venueIds.length ? q.where('venueId', 'in', venueIds) : q.where(sql<boolean>`false`);
  const list = await summaries(ctx, (await q.execute()) as Record<string, unknown>[]);
  return list.sort((a, b) => a.venueName.localeCompare(b.venueName));
});

async function detail(ctx: RequestContext, campaign: VenueCampaign) {
  const venues = await venueNames(ctx, [campaign.venueId]);
  const masters = await masterNames(ctx, [campaign.masterId]);
  return {
    ...campaign,
    venueName: venues.get(campaign.venueId) ?? campaign.venueId,
    masterName: campaign.masterId ? (masters.get(campaign.masterId) ?? null) : null,
    allowedActions: allowedActions(ctx, campaign),
  };
}

export const getCampaign = defineAction(async (ctx, { params }: VenueCampaignsGetOneInput) => detail(ctx, await loadCampaign(ctx, params.id)));

export const statistics = defineAction(async (ctx, { params }: VenueCampaignsStatisticsInput) => {
  const campaign = await loadCampaign(ctx, params.id);
  const channels = channelsOf(await contentWithTemplate(ctx, campaign));
  return { venueCampaignId: campaign.id, status: campaign.status, channels, ...withRates(numbersOfChannels(campaign.statistics, channels)) };
});

export const preview = defineAction(async (ctx, { params }: VenueCampaignsPreviewInput) => {
  const campaign = await loadCampaign(ctx, params.id);
  return renderCampaign(await contentWithTemplate(ctx, campaign), await venueValues(ctx, campaign.venueId));
});

export const testMessages = defineAction(async (ctx, { params }: VenueCampaignsTestMessagesInput) => {
  const campaign = await loadCampaign(ctx, params.id);
  const rows = await ctx.db.selectFrom('campaignOutbox').selectAll().where('venueCampaignId', '=', campaign.id).orderBy('createdAt', 'desc').limit(20).execute();
  return rows.map((r) => ({ id: r.id, channel: r.channel!, recipient: r.recipient!, subject: r.subject ?? null, body: r.body ?? '', sentAt: r.createdAt.toISOString(), sentBy: r.createdBy }));
});

export const createWithoutMaster = defineAction(async (ctx, { body }: VenueCampaignsCreateWithoutMasterInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const created = await ctx.store.create(venueCampaignsResource, {
    ...cleanContent(body),
    venueId: body.venueId,
    title: body.title,
    masterId: null,
    status: 'ReadyToFillOut',
    statistics: {},
    history: [historyEntry(ctx, 'create', null, 'ReadyToFillOut')],
  });
  return detail(ctx, created as unknown as VenueCampaign);
});

export const update = defineAction(async (ctx, { body }: VenueCampaignsUpdateInput) => {
  const campaign = await loadCampaign(ctx, body.id);
  if (body.venueId !== campaign.venueId) throw badRequest('body.venueId', 'a campaign cannot move to another venue');
  const saved = await step(ctx, campaign, 'edit', { version: body.version, patch: { ...cleanContent(body), title: body.title } });
  return detail(ctx, saved!);
});

function today(ctx: RequestContext): string {
  return dayjs(ctx.now).format(DATE_FORMAT);
}

/** What a campaign needs before head office sees it: a send date for at least one medium, and that medium's content. */
function assertReadyToSubmit(ctx: RequestContext, c: VenueCampaign): void {
  if (!c.emailDate && !c.smsDate && !c.pushDate) throw badRequest('emailDate', 'the campaign needs a send date for email, SMS or push');
  const missing = (field: string, what: string) => badRequest(field, `is required to send ${what}`);
  if (c.emailDate) {
    if (!c.emailSubject?.trim()) throw missing('emailSubject', 'by email');
    if (!c.emailHtml?.trim() && !c.emailTemplateId) throw missing('emailHtml', 'by email');
  }
  if (c.smsDate && !c.smsText?.trim()) throw missing('smsText', 'by SMS');
  if (c.pushDate && (!c.npPushTitle?.trim() || !c.npPushBody?.trim())) throw missing(c.npPushTitle?.trim() ? 'npPushBody' : 'npPushTitle', 'by push');
  for (const field of ['emailDate', 'smsDate', 'pushDate'] as const) {
    if (c[field] && c[field]! < today(ctx)) throw badRequest(field, 'is in the past; choose a new date');
  }
}

export const submitForApproval = defineAction(async (ctx, { body }: VenueCampaignsSubmitForApprovalInput) => {
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  if (campaign.status === 'ReadyToFillOut' || campaign.status === 'Rejected') assertReadyToSubmit(ctx, campaign);
  const comment = body.comment?.trim() || null;
  const saved = await step(ctx, campaign, 'submitForApproval', { version: body.version, comment, patch: { submitComment: comment, submittedAt: ctx.now.toISOString(), statusBeforeMasterApproval: null } });
  return detail(ctx, saved!);
});

export const retractSubmission = defineAction(async (ctx, { body }: VenueCampaignsRetractSubmissionInput) => {
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  const saved = await step(ctx, campaign, 'retractSubmission', { version: body.version, patch: { statusBeforeMasterApproval: null } });
  return detail(ctx, saved!);
});

export const approve = defineAction(async (ctx, { body }: VenueCampaignsApproveInput) => {
  assertHeadOffice(ctx, VENUE_WRITE, 'approve venue campaigns');
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  const comment = body.comment?.trim() || null;
  const saved = await step(ctx, campaign, 'approve', { version: body.version, comment, patch: { approvalComment: comment, rejectedComment: null, statusBeforeMasterApproval: null } });
  return detail(ctx, saved!);
});

export const reject = defineAction(async (ctx, { body }: VenueCampaignsRejectInput) => {
  assertHeadOffice(ctx, VENUE_WRITE, 'reject venue campaigns');
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  const comment = body.rejectedComment.trim();
  if (!comment) throw badRequest('body.rejectedComment', 'is required');
  const saved = await step(ctx, campaign, 'reject', { version: body.version, comment, patch: { rejectedComment: comment, statusBeforeMasterApproval: null } });
  return detail(ctx, saved!);
});

export const resetFromMaster = defineAction(async (ctx, { body }: VenueCampaignsResetFromMasterInput) => {
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  const master = campaign.masterId ? await ctx.store.get(masterCampaignsResource, campaign.masterId) : null;
  if (campaign.masterId && !master) throw conflict('The master campaign of this venue campaign no longer exists.');
  const patch = master ? { ...contentOf(master), title: master.name, emailTemplateId: master.emailTemplateId ?? null, statusBeforeMasterApproval: null, rejectedComment: null } : {};
  const saved = await step(ctx, campaign, 'resetFromMaster', { version: body.version, patch });
  return detail(ctx, saved!);
});

export const applyEmailTemplate = defineAction(async (ctx, { body }: VenueCampaignsApplyEmailTemplateInput) => {
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  const template = await campaignTemplateOrThrow(ctx, body.emailTemplateId);
  const saved = await step(ctx, campaign, 'applyEmailTemplate', {
    version: body.version,
    comment: template.name,
    patch: { emailTemplateId: template.id, emailSubject: template.subject ?? campaign.emailSubject, emailHtml: template.html ?? null },
  });
  return detail(ctx, saved!);
});

/** A venue archives a campaign of a master (it opts out) and deletes its own; head office deletes drafts and cancels the rest. */
export const remove = defineAction(async (ctx, { query: q }: VenueCampaignsDeleteInput) => {
  const campaign = await loadCampaign(ctx, q.id);
  if (q.byHQ) assertHeadOffice(ctx, VENUE_WRITE, 'delete venue campaigns with byHQ');
  const saved = await step(ctx, campaign, q.byHQ ? 'deleteByHq' : 'delete');
  return saved ? detail(ctx, saved) : { id: campaign.id, deleted: true as const };
});

export const changeMediaDate = defineAction(async (ctx, { body }: VenueCampaignsChangeMediaDateInput) => {
  const campaign = await loadCampaign(ctx, body.venueCampaignId);
  if (body.date < today(ctx)) throw badRequest('body.date', 'must be today or later');
  const field = MEDIA_DATE_FIELD[body.mediaType];
  const saved = await step(ctx, campaign, 'changeMediaDate', { version: body.version, comment: `${body.mediaType} ${campaign[field] ?? '–'} → ${body.date}`, patch: { [field]: body.date } });
  return detail(ctx, saved!);
});

async function recipientOf(ctx: RequestContext, channel: 'Email' | 'Sms'): Promise<string> {
  const user = await ctx.db.selectFrom('users').select(['email', 'phone']).where('id', '=', ctx.user.userId).executeTakeFirst();
  const recipient = channel === 'Email' ? user?.email : user?.phone;
  if (!recipient) throw badRequest('recipient', channel === 'Email' ? 'your user has no email address to send the test to' : 'your user has no phone number to send the test to');
  return recipient;
}

/** Test messages go to the user's own email or phone; the embedded mode keeps them in the outbox instead of sending. */
async function sendTest(ctx: RequestContext, id: string, version: number | null | undefined, channel: 'Email' | 'Sms') {
  const campaign = await loadCampaign(ctx, id);
  const rendered = renderCampaign(await contentWithTemplate(ctx, campaign), await venueValues(ctx, campaign.venueId));
  if (channel === 'Email' && !rendered.renderedEmail.trim()) throw badRequest('emailHtml', 'the campaign has no email to test');
  if (channel === 'Sms' && !rendered.renderedSms.trim()) throw badRequest('smsText', 'the campaign has no SMS to test');
  // A test changes nothing on the campaign (its version stays, so an open editor can still save).
  const allowed = venueCampaignTransition(channel === 'Email' ? 'sendTestEmail' : 'sendTestSms', campaign.status, { fromMaster: Boolean(campaign.masterId) });
  if (!allowed.ok) throw conflict(allowed.message);
  staleVersion(version, campaign);
  const message = await ctx.store.create(campaignOutboxResource, {
    venueCampaignId: campaign.id,
    venueId: campaign.venueId,
    channel,
    recipient: await recipientOf(ctx, channel),
    subject: channel === 'Email' ? `[Test] ${rendered.emailSubject}` : null,
    body: channel === 'Email' ? rendered.renderedEmail : rendered.renderedSms,
  });
  return { id: message.id, channel, recipient: message.recipient as string, subject: (message.subject as string | null) ?? null, body: message.body as string, sentAt: message.createdAt as string, sentBy: ctx.user.userId };
}

export const sendTestEmail = defineAction(async (ctx, { body }: VenueCampaignsSendTestEmailInput) => sendTest(ctx, body.venueCampaignId, body.version, 'Email'));

export const sendTestSms = defineAction(async (ctx, { body }: VenueCampaignsSendTestSmsInput) => sendTest(ctx, body.venueCampaignId, body.version, 'Sms'));
