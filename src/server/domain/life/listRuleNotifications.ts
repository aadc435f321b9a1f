import { sql } from 'kysely';
import type { MultilingualText } from '@/shared/types';
import type { Db } from '../../db/connect';
import { labelsFor } from '../reports/payrollLabels';
import { recipients } from './meetingRuleNotifications';
import { renderMessage } from './ruleMessages';

/** What a score rule needs of a session: where, which list type, the score and each category's score. */
export interface ScoredSession {
  id: string;
  venueId: string;
  listType: string;
  score: number | null;
  /** The session's categories with their names in every language, and their (weighted) scores. */
  categories: { id: string; name: MultilingualText | null; score: number | null }[];
}

interface Rule {
  id: string;
  type: 'score' | 'inactivity';
  listType: string | null;
  message: MultilingualText | null;
}

const LOCALES = ['eng', 'dan', 'swe', 'nor', 'fin'] as const;

/** The text of a multilingual value in a language, else English, else the first language with text. */
function inLanguage(text: MultilingualText | null | undefined, locale: string): string {
  const t = (text ?? {}) as Record<string, string | null | undefined>;
  return t[locale]?.trim() || t.eng?.trim() || LOCALES.map((l) => t[l]?.trim()).find(Boolean) || '';
}

/** A score as people read it: two decimals, with a decimal comma except in English. */
export function formatScore(score: number, locale: string): string {
  const fixed = score.toFixed(2);
  return locale === 'eng' ? fixed : fixed.replace('.', ',');
}

/**
 * Sends a rule's notification to the holders of its roles at the venue today (except `except`), each in their own
 * language: the title names the rule's type, the venue and the list type; the message is the rule's, its
 * placeholders filled. Returns the number of notifications.
 */
async function notify(
  db: Db,
  rule: Rule & { recipientRoles: string[] | null },
  venue: { id: string; name: string },
  listType: string | null,
  values: { score?: number; questionCategory?: MultilingualText | string },
  link: string,
  now: Date,
  except?: string,
): Promise<number> {
  const userIds = (await recipients(db, venue.id, rule.recipientRoles ?? [], now)).filter((id) => id !== except);
  if (!userIds.length) return 0;
  const users = await db.selectFrom('users').select(['id', 'locale']).where('id', 'in', userIds).execute();
  await db
    .insertInto('notifications')
    .values(
      users.map((user) => {
        const locale = user.locale ?? 'eng';
        const labels = labelsFor(locale);
        const type = listType ? labels.enumLabel('listNotificationRules', 'listType', listType) : '';
        const filled = renderMessage(inLanguage(rule.message, locale), {
          venueName: venue.name,
          listType: type,
          score: values.score === undefined ? undefined : formatScore(values.score, locale),
          // The category in the reader's language where the list names it so; else as the rule wrote it.
          questionCategory: typeof values.questionCategory === 'string' ? values.questionCategory : inLanguage(values.questionCategory, locale),
        });
        const title = [`${labels.enumLabel('listNotificationRules', 'ruleType', rule.type)}: ${venue.name}`, type].filter(Boolean).join(' – ');
        return { userId: user.id, venueId: venue.id, title: title.slice(0, 200), message: filled.slice(0, 2000) || null, link, isRead: false };
      }),
    )
    .execute();
  return users.length;
}

/** A rule's category matches a session's category by its name in any language, ignoring case and surrounding spaces. */
function categoryNamed(session: ScoredSession, name: string) {
  const wanted = name.trim().toLowerCase();
  return session.categories.find((c) => Object.values(c.name ?? {}).some((n) => typeof n === 'string' && n.trim().toLowerCase() === wanted));
}

/**
 * After a session is stored: every active score rule of the venue's country for its list type (or every type) whose
 * score — the session's, or the named category's — is below the threshold notifies its roles at the venue. A rule
 * naming a category the session does not have, or a session without a score, fires nothing. Returns the number of
 * notifications.
 */
export async function notifyLowScore(db: Db, session: ScoredSession, now: Date, except?: string): Promise<number> {
  const venue = await db.selectFrom('venues').select(['id', 'name', 'country']).where('id', '=', session.venueId).executeTakeFirstOrThrow();
  const rules = await db
    .selectFrom('listNotificationRules')
    .select(['id', 'type', 'listType', 'threshold', 'questionCategory', 'recipientRoles', 'message'])
    .where('type', '=', 'score')
    .where('country', '=', venue.country!)
    .where('active', 'is not', false)
    .where((eb) => eb.or([eb('listType', 'is', null), eb('listType', '=', session.listType as never)]))
    .execute();
  let sent = 0;
  for (const rule of rules) {
    if (rule.threshold === null || rule.threshold === undefined) continue;
    const category = rule.questionCategory ? categoryNamed(session, rule.questionCategory) : undefined;
    if (rule.questionCategory && !category) continue;
    const score = category ? category.score : session.score;
    if (score === null || score === undefined || score >= rule.threshold) continue;
    sent += await notify(
      db,
      { ...(rule as unknown as Rule), recipientRoles: rule.recipientRoles as string[] | null },
      { id: venue.id, name: venue.name ?? '' },
      session.listType,
      { score, questionCategory: category ? { ...(category.name ?? {}), eng: category.name?.eng || rule.questionCategory! } : '' },
      `/vp/lists/submissions/${session.listType}/${session.id}?venueId=${encodeURIComponent(venue.id)}`,
      now,
      except,
    );
  }
  return sent;
}

/**
 * The inactivity rules: a venue of the rule's country that has had no session of the rule's list type (any type
 * when the rule names none) for the rule's interval — counted from its last session, or else from when the rule was
 * made — is notified once per interval while it stays inactive: first when the interval has passed, again when
 * another has passed since the notification, never on every run. Venues of a country without a published list of
 * the type are left alone (there is nothing they could do). Returns the number of notifications sent.
 */
export async function checkListInactivity(db: Db, now: Date): Promise<number> {
  const rules = await db
    .selectFrom('listNotificationRules')
    .select(['id', 'type', 'listType', 'message', 'recipientRoles', 'country', 'inactivitySeconds', 'createdAt'])
    .where('type', '=', 'inactivity')
    .where('active', 'is not', false)
    .where('inactivitySeconds', 'is not', null)
    .execute();
  let sent = 0;
  for (const rule of rules) {
    let published = db.selectFrom('lists').select('id').where('country', '=', rule.country!).where('status', '=', 'published');
    if (rule.listType) published = published.where('type', '=', rule.listType);
    if (!(await published.executeTakeFirst())) continue;
    const interval = Number(rule.inactivitySeconds) * 1000;
    const venues = await db.selectFrom('venues').select(['id', 'name']).where('country', '=', rule.country!).where('isActive', 'is not', false).execute();
    for (const venue of venues) {
      let sessions = db.selectFrom('listSessions').select(sql<Date | string | null>`max(completed_on)`.as('last')).where('venueId', '=', venue.id);
      if (rule.listType) sessions = sessions.where('listType', '=', rule.listType);
      const last = (await sessions.executeTakeFirst())?.last;
      const since = new Date(last ?? rule.createdAt!);
      const fired = await db.selectFrom('listRuleFirings').select(['id', 'firedAt']).where('ruleId', '=', rule.id).where('venueId', '=', venue.id).executeTakeFirst();
      const firedAt = fired ? new Date(fired.firedAt!) : null;
      const from = firedAt && firedAt.getTime() > since.getTime() ? firedAt : since;
      if (now.getTime() - from.getTime() < interval) continue;
      sent += await notify(
        db,
        { ...(rule as unknown as Rule), recipientRoles: rule.recipientRoles as string[] | null },
        { id: venue.id, name: venue.name ?? '' },
        rule.listType ?? null,
        {},
        `/vp/lists?venueId=${encodeURIComponent(venue.id)}`,
        now,
      );
      if (fired) await db.updateTable('listRuleFirings').set({ firedAt: now, updatedAt: now }).where('id', '=', fired.id).execute();
      else await db.insertInto('listRuleFirings').values({ ruleId: rule.id, venueId: venue.id, firedAt: now }).execute();
    }
  }
  return sent;
}
