import type {
  ActivationPlanCommentsCreateInput,
  ActivationPlanCommentsGetByVenueInput,
  ActivationPlanCommentsImportTemplateInput,
  ActivationPlanCommentsUpdateInput,
} from '@generated/server/resources/activationPlanComments';
import type { ActivationPlanCommentRecord } from '@generated/shared/types/activationPlanComments';
import { activationPlanCommentsResource } from '@generated/server/resources/activationPlanComments';
import { sanitizePlainText } from '../../sanitize';
import { lockKey } from '../../api/transaction';
import { mentionedUserIds } from '@/shared/mentions';
import type { StoredRecord } from '@/shared/records';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, forbidden } from '../../api/errors';
import { toRecord } from '../../api/store';
import { notifyMentioned, renderField, storeMentions, type MentionAudience } from '../shell/mentions';
import { getVenueOrThrow } from '../shell/venueLookup';
import { assertYear, MONTH_NAMES, templateForVenue } from './activationPlanShared';
import { logChange, monthValue } from './activationPlanLog';

function cleanContent(content: string): string {
  const text = sanitizePlainText(content).trim();
  if (!text) throw badRequest('body.content', 'is required');
  return text;
}

const where = (c: Record<string, unknown>) => `${MONTH_NAMES[Number(c.month) - 1] ?? c.month} ${String(c.year)}`;

export const listForVenue = defineAction(async (ctx, { params, query }: ActivationPlanCommentsGetByVenueInput) => {
  let q = ctx.db
    .selectFrom('activationPlanComments')
    .leftJoin('users', 'users.id', 'activationPlanComments.createdBy')
    .selectAll('activationPlanComments')
    .select('users.name as authorName')
    .where('activationPlanComments.venueId', '=', params.venueId);
  if (query.year) q = q.where('activationPlanComments.year', '=', query.year);
  const rows = await q.orderBy('activationPlanComments.year').orderBy('activationPlanComments.month').orderBy('activationPlanComments.createdAt').execute();
  return renderField(
    ctx.db,
    rows.map((row) => ({ ...(toRecord(activationPlanCommentsResource, row) as unknown as ActivationPlanCommentRecord), authorName: row.authorName ?? null })),
    'content',
  );
});

/** Only people who may open the venue's activation plan may be mentioned in its comments. */
const audience = (venueId: string): MentionAudience => ({ permission: 'vp.vp.activationplan.show', venueId, what: "this venue's activation plan" });

/** Tells the people a comment mentions, with a link to its month of the plan, and answers the comment as read. */
async function mentioned(ctx: RequestContext, comment: StoredRecord, userIds: string[]) {
  const [shown] = await renderField(ctx.db, [comment], 'content');
  const link = `/vp/activationplan?venueId=${encodeURIComponent(String(comment.venueId))}&year=${String(comment.year)}&month=${String(comment.month)}`;
  await notifyMentioned(ctx, userIds, { place: 'activationPlan', name: where(comment), link, venueId: String(comment.venueId), sourceKey: `activationPlanComments:${comment.id}` }, String(shown.content));
  return shown;
}

export const create = defineAction(async (ctx, { body }: ActivationPlanCommentsCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const { stored, userIds } = await storeMentions(ctx, cleanContent(body.content), body.mentions, audience(body.venueId), 'body.mentions');
  const comment = await ctx.store.create(activationPlanCommentsResource, { ...body, content: stored, mentions: userIds });
  await logChange(ctx, { venueId: body.venueId, entity: 'comment', entityId: comment.id, change: 'created', details: { place: monthValue(comment.year, comment.month), changes: [] } });
  return mentioned(ctx, comment, userIds);
});

/** Only a comment's author changes it. Someone it mentioned before is not told again. */
export const update = defineAction(async (ctx, { body }: ActivationPlanCommentsUpdateInput) => {
  const current = await ctx.store.getOrThrow(activationPlanCommentsResource, body.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  if (current.createdBy !== ctx.user.userId) throw forbidden('Only the author of a comment can change it');
  // An edit that sends no ids keeps the people whose names are still in the text.
  const picked = [...(body.mentions ?? []), ...mentionedUserIds(current.content as string)];
  const { stored, userIds } = await storeMentions(ctx, cleanContent(body.content), picked, audience(body.venueId), 'body.mentions');
  const comment = await ctx.store.update(activationPlanCommentsResource, body.id, { ...body, content: stored, mentions: userIds }, { version: body.version });
  await logChange(ctx, { venueId: body.venueId, entity: 'comment', entityId: comment.id, change: 'updated', details: { place: monthValue(comment.year, comment.month), changes: [] } });
  return mentioned(ctx, comment, userIds);
});

export const importTemplate = defineAction(async (ctx, { params }: ActivationPlanCommentsImportTemplateInput) => {
  assertYear(params.year);
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const template = await templateForVenue(ctx, params.templateId, venue);
  // Imports of one template, year and venue run one at a time: the second sees what the first imported and skips it.
  await lockKey(ctx.db, `activation-plan-import:${venue.id}:${template.id}:${params.year}`);
  const done = await ctx.db.selectFrom('activationPlanComments').select('templateKey').where('venueId', '=', venue.id).where('templateId', '=', template.id).where('year', '=', params.year).execute();
  const skip = new Set(done.map((d) => d.templateKey));
  const fresh = template.comments.filter((c) => !skip.has(c.key));
  for (const c of fresh) {
    await ctx.store.create(activationPlanCommentsResource, { venueId: venue.id, year: params.year, month: c.month, content: sanitizePlainText(c.content), templateId: template.id, templateKey: c.key });
  }
  await logChange(ctx, { venueId: venue.id, entity: 'comment', entityId: null, change: 'imported', details: { name: template.name, count: fresh.length, year: params.year, changes: [] } });
  return { imported: fresh.length, skipped: template.comments.length - fresh.length };
});
