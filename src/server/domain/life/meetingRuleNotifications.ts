import { sql } from 'kysely';
import dayjs from '@/shared/dayjs';
import type { Db } from '../../db/connect';

/** The placeholders a meeting rule's title and message may use. */
export const MEETING_RULE_PLACEHOLDERS = ['venueName', 'meetingTitle'] as const;

/** Fills {venueName} and {meetingTitle}; other text stays as written. */
export function fillPlaceholders(template: string, values: Record<(typeof MEETING_RULE_PLACEHOLDERS)[number], string>): string {
  return template.replace(/\{(venueName|meetingTitle)\}/g, (_m, name: keyof typeof values) => values[name]);
}

/** Placeholders in a template that are not known, such as {venue}. */
export function unknownPlaceholders(template: string | null | undefined): string[] {
  return [...(template ?? '').matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]).filter((name) => !(MEETING_RULE_PLACEHOLDERS as readonly string[]).includes(name));
}

interface Rule {
  id: string;
  title: string | null;
  message: string | null;
  recipientRoles: string[] | null;
}

/** Users holding one of the roles at the venue today (active, not deactivated role instances). */
export async function recipients(db: Db, venueId: string, roles: string[], now: Date): Promise<string[]> {
  if (!roles.length) return [];
  const today = dayjs(now).format('YYYY-MM-DD');
  const rows = await db
    .selectFrom('roleInstances')
    .select('userId')
    .distinct()
    .where('venueId', '=', venueId)
    .where('roleId', 'in', roles)
    .where('isDeactivated', 'is not', true)
    .where((eb) => eb.or([eb('validFromDate', 'is', null), eb('validFromDate', '<=', today)]))
    .where((eb) => eb.or([eb('validToDate', 'is', null), eb('validToDate', '>=', today)]))
    .execute();
  return rows.map((r) => r.userId!).filter(Boolean);
}

async function notify(db: Db, rule: Rule, venue: { id: string; name: string }, meetingTitle: string, link: string, now: Date): Promise<number> {
  const users = await recipients(db, venue.id, rule.recipientRoles ?? [], now);
  if (!users.length) return 0;
  const values = { venueName: venue.name, meetingTitle };
  await db
    .insertInto('notifications')
    .values(
      users.map((userId) => ({
        userId,
        venueId: venue.id,
        title: fillPlaceholders(rule.title ?? '', values).slice(0, 200),
        message: fillPlaceholders(rule.message ?? '', values).slice(0, 2000) || null,
        link,
        isRead: false,
      })),
    )
    .execute();
  return users.length;
}

/** After a meeting ends: the active "meeting ended" rules of the venue's country for that meeting (or every meeting). */
export async function notifyMeetingEnded(db: Db, instance: { id: string; meetingId: string; venueId: string; meetingTitle: string }, now: Date): Promise<number> {
  const venue = await db.selectFrom('venues').select(['id', 'name', 'country']).where('id', '=', instance.venueId).executeTakeFirstOrThrow();
  const rules = await db
    .selectFrom('meetingNotificationRules')
    .select(['id', 'title', 'message', 'recipientRoles'])
    .where('type', '=', 'meetingEnded')
    .where('country', '=', venue.country!)
    .where('isActive', 'is not', false)
    .where((eb) => eb.or([eb('meetingId', 'is', null), eb('meetingId', '=', instance.meetingId)]))
    .execute();
  let sent = 0;
  for (const rule of rules) sent += await notify(db, rule, { id: venue.id, name: venue.name ?? '' }, instance.meetingTitle, `/vp/meetings/${instance.id}?venueId=${encodeURIComponent(venue.id)}`, now);
  return sent;
}

/**
 * The inactivity rules: a venue that has not ended one of the rule's meetings (or any of its meetings) for the
 * rule's interval, counted from its last ended meeting or else from when the rule was made, is notified once per
 * quiet spell. Returns the number of notifications sent.
 */
export async function checkMeetingInactivity(db: Db, now: Date): Promise<number> {
  const rules = await db
    .selectFrom('meetingNotificationRules')
    .select(['id', 'title', 'message', 'recipientRoles', 'country', 'meetingId', 'inactivitySeconds', 'createdAt'])
    .where('type', '=', 'inactivity')
    .where('isActive', 'is not', false)
    .where('inactivitySeconds', 'is not', null)
    .execute();
  let sent = 0;
  for (const rule of rules) {
    const venues = await db.selectFrom('venues').select(['id', 'name']).where('country', '=', rule.country!).where('isActive', 'is not', false).execute();
    for (const venue of venues) {
      let meetings = db
        .selectFrom('meetings')
        .select(['id', 'title'])
        .where('country', '=', rule.country!)
        .where('isActive', 'is not', false)
        .where((eb) => eb.or([eb('venueId', 'is', null), eb('venueId', '=', venue.id)]));
      if (rule.meetingId) meetings = meetings.where('id', '=', rule.meetingId);
      const held = await meetings.execute();
      if (!held.length) continue;
      const last = await db
        .selectFrom('meetingInstances')
        .select(sql<Date | string | null>`max(ended_at)`.as('lastEnded'))
        .where('venueId', '=', venue.id)
        .where('meetingId', 'in', held.map((m) => m.id))
        .executeTakeFirst();
      const since = new Date(last?.lastEnded ?? rule.createdAt!);
      if (now.getTime() - since.getTime() < Number(rule.inactivitySeconds) * 1000) continue;
      const fired = await db.selectFrom('meetingRuleFirings').select(['id', 'firedAt']).where('ruleId', '=', rule.id).where('venueId', '=', venue.id).executeTakeFirst();
      if (fired && new Date(fired.firedAt!).getTime() >= since.getTime()) continue;
      sent += await notify(db, rule, { id: venue.id, name: venue.name ?? '' }, held.map((m) => m.title).join(', '), `/vp/meetings?venueId=${encodeURIComponent(venue.id)}`, now);
      if (fired) await db.updateTable('meetingRuleFirings').set({ firedAt: now, updatedAt: now }).where('id', '=', fired.id).execute();
      else await db.insertInto('meetingRuleFirings').values({ ruleId: rule.id, venueId: venue.id, firedAt: now }).execute();
    }
  }
  return sent;
}
