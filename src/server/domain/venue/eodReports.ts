import { sql } from 'kysely';
import type { EodReportsCreateInput, EodReportsGetOneInput, EodReportsSendInput, EodReportsSetBiInput, EodReportsUpdateInput } from '@generated/server/resources/eodReports';
import { eodReportsResource } from '@generated/server/resources/eodReports';
import type { EodReportRecord } from '@generated/shared/types/eodReports';
import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import { isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import { businessDay } from '@/shared/eodDays';
import { formatDate, formatMoney } from '@/shared/format';
import { defineAction, type RequestContext } from '../../api/action';
import { toRecord, toRow } from '../../api/store';
import { badRequest, conflict } from '../../api/errors';
import { rulesOf, type EodRules } from '../life/eodReportRules';
import { getVenueOrThrow } from '../shell/venueLookup';
import { isLate } from './eodTime';

const asReport = (record: unknown) => record as EodReportRecord;

async function reportOrThrow(ctx: RequestContext, id: string) {
  return asReport(await ctx.store.getOrThrow(eodReportsResource, id));
}

const changedMeanwhile = (now: number, yours: number) => conflict(`This report was changed by someone else (now version ${now}, yours ${yours}). Reload it and try again.`);

function assertDraft(report: EodReportRecord) {
  if (report.status === 'sent') throw conflict(`This report was sent on ${formatDate(report.sentAt)} and can no longer change.`);
}

async function assertFreeDay(ctx: RequestContext, venueId: string, date: string, except?: string) {
  let query = ctx.db.selectFrom('eodReports').select('id').where('venueId', '=', venueId).where('date', '=', date);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw conflict(`There is already an end-of-day report for ${formatDate(date)} at this venue.`);
}

function assertNotFuture(date: string, today: string, field: string) {
  if (date > today) throw badRequest(field, `cannot be after the current business day (${formatDate(today)})`);
}

/** A report with its venue's name, currency and time zone, the sender's name and its image's address. */
async function withNames(ctx: RequestContext, report: EodReportRecord) {
  const venue = await getVenueOrThrow(ctx, report.venueId);
  const sender = report.sentBy ? await ctx.db.selectFrom('users').select('name').where('id', '=', report.sentBy).executeTakeFirst() : undefined;
  const country = COUNTRIES.find((c) => c.code === venue.country);
  const rules = await rulesOf(ctx, venue.country as CountryCode);
  return {
    ...report,
    venueName: venue.name ?? '',
    country: venue.country as CountryCode,
    timeZone: venue.timeZone ?? country?.timeZone ?? 'UTC',
    currency: country?.currency ?? 'DKK',
    sentByName: sender?.name ?? null,
    biImageUrl: report.biImageId ? `/api/main/Media/${report.biImageId}` : null,
    /** What the country's rules ask of the report before it is sent, so that the screen can say so up front. */
    rules: { requireBiImage: Boolean(rules.requireBiImage), requireRevenue: Boolean(rules.requireRevenue), requireSummary: Boolean(rules.requireSummary), deadline: rules.deadline ?? null },
  };
}

export const details = defineAction(async (ctx, { params }: EodReportsGetOneInput) => withNames(ctx, await reportOrThrow(ctx, params.id)));

export const create = defineAction(async (ctx, { body }: EodReportsCreateInput) => {
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const today = businessDay(ctx.now, venue.timeZone ?? 'UTC');
  const date = body.date ?? today;
  assertNotFuture(date, today, 'body.date');
  await assertFreeDay(ctx, body.venueId, date);
  return asReport(await ctx.store.create(eodReportsResource, { venueId: body.venueId, date, status: 'draft', sentTo: [], late: false }));
});

export const update = defineAction(async (ctx, { body }: EodReportsUpdateInput) => {
  const current = await reportOrThrow(ctx, body.id);
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'a report stays at its venue');
  assertDraft(current);
  const venue = await getVenueOrThrow(ctx, body.venueId);
  assertNotFuture(body.date, businessDay(ctx.now, venue.timeZone ?? 'UTC'), 'body.date');
  if (body.date !== current.date) await assertFreeDay(ctx, body.venueId, body.date, body.id);
  return asReport(await ctx.store.update(eodReportsResource, body.id, body, { version: body.version }));
});

/** Sets the image to an end-of-day image uploaded for the report's venue (POST /Media/eodbi), or clears it; a replaced image is deleted. */
export const setBi = defineAction(async (ctx, { body }: EodReportsSetBiInput) => {
  const report = await reportOrThrow(ctx, body.id);
  assertDraft(report);
  const imageId = body.biImageId || null;
  if (imageId) {
    const media = await ctx.db.selectFrom('media').select(['type', 'venueId']).where('id', '=', imageId).executeTakeFirst();
    if (!media) throw badRequest('body.biImageId', `no uploaded file ${imageId}`);
    if (media.type !== 'eodbi' || media.venueId !== report.venueId) throw badRequest('body.biImageId', "must be an end-of-day image uploaded for the report's venue");
  }
  const updated = await ctx.db
    .updateTable('eodReports')
    .set({ biImageId: imageId, version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', body.id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) throw conflict(`This report was changed by someone else (now version ${report.version}, yours ${body.version}). Reload it and try again.`);
  const old = report.biImageId;
  if (old && old !== imageId) {
    const media = await ctx.db.selectFrom('media').select('type').where('id', '=', old).executeTakeFirst();
    if (media?.type === 'eodbi') {
      await ctx.db.deleteFrom('fileContents').where('id', '=', old).execute();
      await ctx.db.deleteFrom('media').where('id', '=', old).execute();
    }
  }
  return withNames(ctx, await reportOrThrow(ctx, body.id));
});

/** What the country's rules require of a report before it can be sent. */
export function checkAgainstRules(report: EodReportRecord, rules: EodRules) {
  if (rules.requireBiImage && !report.biImageId) throw badRequest('biImageId', `the rules of ${rules.country} require a business-intelligence image`);
  if (rules.requireRevenue && (report.revenue === null || report.revenue === undefined)) throw badRequest('revenue', `the rules of ${rules.country} require the revenue`);
  if (rules.requireSummary && !report.summary?.trim()) throw badRequest('summary', `the rules of ${rules.country} require a summary of the day`);
}

/** Users holding one of the roles at the venue now (global holders excluded: they are not the venue's people). */
async function holdersAt(ctx: RequestContext, venueId: string, roles: string[]): Promise<string[]> {
  if (!roles.length) return [];
  const rows = await ctx.db
    .selectFrom('roleInstances')
    .select(['userId', 'roleId', 'venueId', 'validFromDate', 'validToDate', 'isDeactivated'])
    .where('venueId', '=', venueId)
    .where('roleId', 'in', roles)
    .execute();
  return [...new Set(rows.filter((r) => isRoleInstanceActive(r as RoleInstance, ctx.now)).map((r) => r.userId!))];
}

/**
 * Sends a report. The country's rules are checked (image, revenue, summary); the report records who sent it, when, to
 * which email recipients, and whether it was late; people holding the rules' roles at the venue get a notification.
 * A sent report is frozen. The embedded server has no mail gateway: `sentTo` is what a gateway would deliver to.
 */
export const send = defineAction(async (ctx, { params, query }: EodReportsSendInput) => {
  const report = await reportOrThrow(ctx, params.id);
  assertDraft(report);
  if (query.version !== undefined && query.version !== null && query.version !== report.version) throw changedMeanwhile(report.version, query.version);
  const venue = await getVenueOrThrow(ctx, report.venueId);
  const timeZone = venue.timeZone ?? 'UTC';
  assertNotFuture(report.date, businessDay(ctx.now, timeZone), 'date');
  const rules = await rulesOf(ctx, venue.country as CountryCode);
  checkAgainstRules(report, rules);
  const late = isLate(report.date, rules.deadline, timeZone, ctx.now);
  // Only the draft as read and checked above is sent: a concurrent send or change finds it moved on (409), so the
  // report is sent, and its people notified, once.
  const row = await ctx.db
    .updateTable('eodReports')
    .set({ ...toRow(eodReportsResource, { status: 'sent', sentAt: ctx.now, sentBy: ctx.user.userId, sentTo: rules.recipients ?? [], late }), version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', report.id)
    .where('status', '=', 'draft')
    .where('version', '=', report.version)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const now = await reportOrThrow(ctx, report.id);
    assertDraft(now);
    throw changedMeanwhile(now.version, report.version);
  }
  const sent = asReport(toRecord(eodReportsResource, row));
  const currency = COUNTRIES.find((c) => c.code === venue.country)?.currency ?? 'DKK';
  const recipients = (await holdersAt(ctx, report.venueId, rules.notifyRoles ?? [])).filter((id) => id !== ctx.user.userId);
  if (recipients.length) {
    const figures = [report.revenue !== null && report.revenue !== undefined ? formatMoney(report.revenue, currency) : null, report.guests ? `${report.guests} guests` : null].filter(Boolean).join(', ');
    await ctx.db
      .insertInto('notifications')
      .values(
        recipients.map((userId) => ({
          userId,
          venueId: report.venueId,
          title: `End-of-day report ${formatDate(report.date)}: ${venue.name}${late ? ' (late)' : ''}`,
          message: [figures, report.summary?.slice(0, 300)].filter(Boolean).join(' — ') || null,
          link: `/vp/lists/eodReport/${report.id}`,
          isRead: false,
          createdBy: ctx.user.userId,
        })),
      )
      .execute();
  }
  return withNames(ctx, sent);
});

