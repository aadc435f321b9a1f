import { notificationsResource } from '@generated/server/resources/notifications';
import type { NotificationRecord } from '@generated/shared/types/notifications';
import { encodeMentions, mentionedUserIds, renderMentions } from '@/shared/mentions';
import { hasPermission } from '@/shared/permissions';
import type { RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { toRow } from '../../api/store';
import { loadUser } from '../../auth/session';
import type { Db } from '../../db/connect';

type Place = NonNullable<NonNullable<NotificationRecord['params']>['place']>;

/** Who may read the text a mention is written in. */
export interface MentionAudience {
  /** The permission a person needs there, at `venueId` (or anywhere, for a place of no venue); null: every user. */
  permission: string | null;
  venueId: string | null;
  /** The place as the refusal names it: "this activation plan". */
  what: string;
}

/** Where a mention was written, as its notification tells and links it. */
export interface MentionSource {
  place: Place;
  /** The article's title, the month of the plan, the meeting. */
  name: string;
  link: string;
  venueId: string | null;
  /** The comment or notes: a person is notified once per source, however often it is edited. */
  sourceKey: string;
}

const PLACE_WORDS: Record<Place, string> = { news: 'a news comment', activationPlan: 'an activation plan comment', meeting: 'meeting notes' };

/**
 * The text to store with the people it mentions. `picked` are the user ids the popup gave; only those whose
 * `@Name` is still in the text count. Someone who cannot read the place is refused with the field's name, rather
 * than dropped: the author would otherwise believe they had told them.
 */
export async function storeMentions(ctx: RequestContext, text: string, picked: readonly string[] | null | undefined, audience: MentionAudience, field: string): Promise<{ stored: string; userIds: string[] }> {
  const ids = [...new Set(picked ?? [])];
  const people = ids.length ? await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const unknown = ids.find((id) => !people.some((p) => p.id === id));
  if (unknown) throw badRequest(field, `no user ${unknown}`);
  const { stored, userIds } = encodeMentions(
    text,
    people.map((p) => ({ userId: p.id, name: p.name ?? '' })),
  );
  const refused: string[] = [];
  for (const userId of userIds) {
    const user = await loadUser(ctx.db, userId, ctx.now);
    if (!user || (audience.permission && !hasPermission(user.permissions, audience.permission, audience.venueId))) refused.push(people.find((p) => p.id === userId)?.name ?? userId);
  }
  if (refused.length) throw badRequest(field, `${refused.join(', ')} cannot see ${audience.what}, so they cannot be mentioned here`);
  return { stored, userIds };
}

/**
 * Tells the mentioned people, except the author, in the request's transaction. A person already told about this
 * source is not told again: the unique (user, source) index makes that hold under concurrent edits too.
 */
export async function notifyMentioned(ctx: RequestContext, userIds: readonly string[], source: MentionSource, text: string): Promise<void> {
  const recipients = userIds.filter((id) => id !== ctx.user.userId);
  if (!recipients.length) return;
  const author = ctx.user.name || 'Someone';
  const rows = recipients.map((userId) => ({
    ...toRow(notificationsResource, {
      userId,
      venueId: source.venueId,
      title: `${author} mentioned you in ${PLACE_WORDS[source.place]}: ${source.name}`.slice(0, 200),
      message: text.slice(0, 300) || null,
      link: source.link,
      kind: 'mention',
      params: { author, place: source.place, name: source.name },
      sourceKey: source.sourceKey,
    }),
    isRead: false,
    createdBy: ctx.user.userId,
  }));
  await ctx.db
    .insertInto('notifications')
    .values(rows as never)
    .onConflict((oc) => oc.columns(['userId', 'sourceKey']).doNothing())
    .execute();
}

/** The names of today of the people the texts mention. */
export async function mentionNames(db: Db, texts: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = [...new Set(texts.flatMap((t) => mentionedUserIds(t)))];
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** The records with `field` as people read it: each mention written with the person's name of today. */
export async function renderField<T extends Record<string, unknown>>(db: Db, records: T[], field: keyof T & string): Promise<T[]> {
  const names = await mentionNames(
    db,
    records.map((r) => r[field] as string | null | undefined),
  );
  return records.map((r) => (typeof r[field] === 'string' ? { ...r, [field]: renderMentions(r[field], names) } : r));
}
