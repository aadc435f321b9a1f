import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../api/context';
import type { Db } from '../../db/connect';
import { readableCode } from './guestKeys';
import { invalidInvitationPage, invitationPage, referralPageLanguage } from './referralPage';

/** The guest-facing address a referral link opens: the group's public site when configured, else this server. */
export function referralUrl(ctx: RequestContext, referralCode: string, venueId?: string | null): string {
  const base = (ctx.services.config.publicSiteUrl ?? ctx.services.config.publicUrl).replace(/\/$/, '');
  return `${base}/refer/${encodeURIComponent(referralCode)}${venueId ? `?venue=${encodeURIComponent(venueId)}` : ''}`;
}

/** The short link of a URL for a guest (and venue); the same guest and venue keep their link. */
export async function shortLinkFor(ctx: RequestContext, input: { guestId: string; venueId: string | null; url: string }) {
  let existing = ctx.db.selectFrom('shortLinks').select(['code', 'url', 'clicks']).where('guestId', '=', input.guestId);
  existing = input.venueId ? existing.where('venueId', '=', input.venueId) : existing.where('venueId', 'is', null);
  const found = await existing.executeTakeFirst();
  if (found && found.url === input.url) return { code: found.code!, url: found.url!, created: false };
  if (found) {
    await ctx.db.updateTable('shortLinks').set({ url: input.url, updatedAt: ctx.now, updatedBy: ctx.user.userId }).where('code', '=', found.code!).execute();
    return { code: found.code!, url: input.url, created: false };
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = readableCode(7);
    const inserted = await ctx.db
      .insertInto('shortLinks')
      .values({ code, url: input.url, guestId: input.guestId, venueId: input.venueId, clicks: 0, createdBy: ctx.user.userId })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return { code, url: input.url, created: true };
  }
  throw new Error('Could not find a free short link code');
}

/**
 * GET /s/{code}: the public redirect of a short link (no sign-in: guests open it). GET /refer/{code}: the invitation
 * page a referral link opens when no public site is configured (`PUBLIC_SITE_URL` unset), so that a shared link always
 * lands somewhere meaningful.
 */
export function registerShortLinks(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { code: string }; Querystring: { venue?: string } }>('/refer/:code', async (request, reply) => {
    const code = request.params.code.replace(/\s+/g, '').toUpperCase();
    const guest = code ? await db.selectFrom('guestProfiles').select(['country']).where('referralCode', '=', code).where('anonymizedAt', 'is', null).executeTakeFirst() : undefined;
    const lang = referralPageLanguage(request.headers['accept-language'], guest?.country);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (!guest) return reply.status(404).send(invalidInvitationPage(lang));
    const venueId = typeof request.query.venue === 'string' ? request.query.venue : null;
    const venue = venueId ? await db.selectFrom('venues').select(['name']).where('id', '=', venueId).where('country', '=', guest.country!).executeTakeFirst() : undefined;
    return reply.send(invitationPage(lang, code, venue?.name ?? null));
  });

  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const link = await db
      .updateTable('shortLinks')
      .set({ clicks: sql`coalesce(clicks, 0) + 1` })
      .where('code', '=', request.params.code.toUpperCase())
      .returning(['url'])
      .executeTakeFirst();
    if (!link?.url) return reply.status(404).type('text/plain').send('This link does not exist or has expired.');
    return reply.header('cache-control', 'no-store').redirect(link.url, 302);
  });
}
