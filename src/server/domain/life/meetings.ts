import type { MeetingsCopyInput, MeetingsCreateInput, MeetingsGetByVenueInput, MeetingsUpdateInput } from '@generated/server/resources/meetings';
import { meetingsResource } from '@generated/server/resources/meetings';
import type { MeetingRecord } from '@generated/shared/types/meetings';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { toRecord } from '../../api/store';
import { getVenueOrThrow } from '../shell/venueLookup';

interface MeetingShape {
  country: string;
  venueId?: string | null;
  steps?: string[] | null;
  powerBiReportId?: string | null;
}

/** A meeting has at least one step, each once; a venue meeting belongs to a venue of its country. */
async function assertValid(ctx: RequestContext, meeting: MeetingShape) {
  const steps = meeting.steps ?? [];
  if (!steps.length) throw badRequest('body.steps', 'needs at least one step');
  const twice = steps.find((s, i) => steps.indexOf(s) !== i);
  if (twice) throw badRequest('body.steps', `lists the step ${twice} twice`);
  if (meeting.venueId) {
    const venue = await getVenueOrThrow(ctx, meeting.venueId, 'body.venueId');
    if (venue.country !== meeting.country) throw badRequest('body.venueId', `is not a venue in ${meeting.country}`);
  }
  if (meeting.powerBiReportId) {
    const report = await ctx.db.selectFrom('cockpitReports').select('id').where('id', '=', meeting.powerBiReportId).executeTakeFirst();
    if (!report) throw badRequest('body.powerBiReportId', `no report with the id ${meeting.powerBiReportId} in the report list`);
  }
}

export const listForVenue = defineAction(async (ctx, { params }: MeetingsGetByVenueInput) => {
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const rows = await ctx.db
    .selectFrom('meetings')
    .selectAll()
    .where('country', '=', venue.country!)
    .where((eb) => eb.or([eb('venueId', 'is', null), eb('venueId', '=', venue.id)]))
    .where('isActive', 'is not', false)
    .orderBy('title')
    .execute();
  return rows.map((row) => toRecord(meetingsResource, row) as unknown as MeetingRecord);
});

export const create = defineAction(async (ctx, { body }: MeetingsCreateInput) => {
  await assertValid(ctx, body);
  return ctx.store.create(meetingsResource, body);
});

export const update = defineAction(async (ctx, { params, body }: MeetingsUpdateInput) => {
  await assertValid(ctx, body);
  return ctx.store.update(meetingsResource, params.id, body, { version: body.version });
});

/** Copies a definition to a country (and venue); without a new title, a copy in the same place is marked "(copy)". */
export const copy = defineAction(async (ctx, { body }: MeetingsCopyInput) => {
  const source = await ctx.store.getOrThrow(meetingsResource, body.id);
  const target = { country: body.country, venueId: body.venueId || null, steps: (source.steps as string[] | null) ?? [], powerBiReportId: (source.powerBiReportId as string | null) ?? null };
  await assertValid(ctx, target);
  const samePlace = source.country === target.country && (source.venueId ?? null) === target.venueId;
  const title = body.title?.trim() || (samePlace ? `${String(source.title)} (copy)` : String(source.title));
  return ctx.store.create(meetingsResource, {
    title: title.slice(0, 120),
    type: source.type,
    country: target.country,
    venueId: target.venueId,
    steps: target.steps,
    powerBiReportId: target.powerBiReportId,
    description: source.description,
    isActive: true,
  });
});
