import type { EmailSignaturesCreateInput, EmailSignaturesGetInput, EmailSignaturesUpdateInput } from '@generated/server/resources/emailSignatures';
import { emailSignaturesResource } from '@generated/server/resources/emailSignatures';
import { defineAction } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { sanitizeRichText } from '../../sanitize';
import { getVenueOrThrow } from '../shell/venueLookup';

function clean(html: string): string {
  const safe = sanitizeRichText(html).trim();
  if (!safe) throw badRequest('body.html', 'is required');
  return safe;
}

export const get = defineAction(async (ctx, { query }: EmailSignaturesGetInput) => {
  const { records } = await ctx.store.list(emailSignaturesResource, { match: { venueId: query.venueId } });
  return records[0] ?? null;
});

export const create = defineAction(async (ctx, { body }: EmailSignaturesCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const html = clean(body.html);
  const existing = await ctx.db.selectFrom('emailSignatures').select('id').where('venueId', '=', body.venueId).executeTakeFirst();
  if (existing) throw conflict('The venue already has an email signature; change that one');
  return ctx.store.create(emailSignaturesResource, { venueId: body.venueId, html });
});

export const update = defineAction(async (ctx, { body }: EmailSignaturesUpdateInput) => {
  const current = await ctx.store.getOrThrow(emailSignaturesResource, body.id);
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'a signature stays with its venue');
  return ctx.store.update(emailSignaturesResource, current.id, { venueId: current.venueId, html: clean(body.html) }, { version: body.version });
});
