import type { CountryCode } from '@generated/shared/shell';
import dayjs from '@/shared/dayjs';
import { scoreSession } from '@/shared/listScores';
import { LIST_TYPES, surveyTypeOf, type ListType } from '../domain/life/listTypes';
import type { SeedContext } from './context';
import { COMMENTS, FREE_TEXT, LIST_TITLES, listContent, type ListContent } from './listContent';
import { VENUES, type SeedVenue } from './places';
import type { Random } from './random';

const COUNTRIES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];
/** Lists whose newest version is a draft in the demo, to show the editor's draft state. */
const DRAFTS: [CountryCode, ListType][] = [
  ['dk', 'VenueVisitLight'],
  ['dk', 'MaintenanceReviewLight'],
  ['no', 'FireProtectionMeasures'],
];
/** A type a country has never made a list of, to show the "create" state. */
const NEVER: [CountryCode, ListType][] = [['uk', 'CompetitorVisit']];

type Text = Record<string, string>;

/** Danish lists keep their Danish texts; the other countries' lists are in English. */
function localise<T>(value: T, country: CountryCode): T {
  if (country === 'dk') return value;
  return JSON.parse(JSON.stringify(value), (_key, v) => (v && typeof v === 'object' && 'eng' in v && 'dan' in v ? { eng: v.eng } : v)) as T;
}

interface PublishedList {
  id: string;
  type: ListType;
  country: CountryCode;
  listVersion: number;
  title: Text;
  content: ListContent;
}

async function seedLists({ db, today }: SeedContext): Promise<PublishedList[]> {
  const published: PublishedList[] = [];
  for (const country of COUNTRIES) {
    for (const type of LIST_TYPES) {
      if (NEVER.some(([c, t]) => c === country && t === type)) continue;
      const title = localise(LIST_TITLES[type], country);
      const versions = [
        { listVersion: 1, status: 'archived', content: localise(listContent(type, true), country), publishedAt: today.subtract(14, 'month') },
        { listVersion: 2, status: 'published', content: localise(listContent(type), country), publishedAt: today.subtract(5, 'month') },
      ];
      if (DRAFTS.some(([c, t]) => c === country && t === type)) versions.push({ listVersion: 3, status: 'draft', content: localise(listContent(type), country), publishedAt: null as never });
      for (const v of versions) {
        const author = country === 'dk' ? 'user-cd' : 'user-hq';
        const row = await db
          .insertInto('lists')
          .values({
            type,
            country,
            listVersion: v.listVersion,
            status: v.status as 'draft' | 'published' | 'archived',
            title: JSON.stringify(title),
            description: JSON.stringify(localise({ eng: 'Go through every question on site; add photos where something needs fixing.', dan: 'Gå alle spørgsmål igennem på stedet; tilføj billeder hvor noget skal udbedres.' }, country)),
            categories: JSON.stringify(v.content.categories),
            areas: JSON.stringify(v.content.areas),
            questions: JSON.stringify(v.content.questions),
            publishedAt: v.publishedAt ? v.publishedAt.toDate() : null,
            publishedBy: v.publishedAt ? author : null,
            createdBy: author,
            updatedBy: author,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (v.status === 'published') published.push({ id: row.id, type, country, listVersion: v.listVersion, title, content: v.content });
      }
    }
  }
  return published;
}

/** Who does the sessions at a venue: the country director in Denmark, the regional manager in Oslo, venue staff elsewhere. */
function inspectorOf(venue: SeedVenue): string {
  if (venue.country === 'dk') return 'user-cd';
  if (venue.regionId === 'region-no-osl') return 'user-rm';
  return { no: 'user-staff-6', fi: 'user-staff-9', uk: 'user-staff-12' }[venue.country as 'no' | 'fi' | 'uk'];
}

function answersFor(content: ListContent, quality: number, random: Random) {
  return content.questions.map((q) => {
    let value: string | null = null;
    let comment: string | null = null;
    let media: string[] = [];
    switch (q.kind) {
      case 'yesNo':
        value = random.chance(quality) ? 'yes' : 'no';
        break;
      case 'yesNoCritical':
        value = random.chance(Math.max(0.9, quality)) ? 'yes' : 'no';
        break;
      case 'rating':
        value = String(Math.min(5, Math.max(1, Math.round(1 + 4 * quality + (random.next() - 0.5) * 1.6))));
        break;
      case 'number':
        value = String(random.int(4, 60));
        break;
      case 'text':
        value = random.pick(FREE_TEXT);
        break;
      case 'photoMultipleUpload':
        media = Array.from({ length: random.int(0, 3) }, (_, i) => `demo-photo-${q.id}-${i + 1}.jpg`);
        break;
      case 'videoMultipleUpload':
        media = random.chance(0.5) ? [`demo-video-${q.id}.mp4`] : [];
        break;
    }
    if ((value === 'no' || value === '1' || value === '2') && random.chance(0.7)) comment = random.pick(COMMENTS);
    return { questionId: q.id, kind: q.kind, text: q.text, categoryId: q.categoryId ?? null, weight: q.weight ?? 1, value, comment, media };
  });
}

/**
 * What the demo shows of a critical question whatever the day it is seeded on: Nørrebro's latest fire protection check
 * found the emergency exits blocked (the other answers are drawn).
 */
const BLOCKED_EXITS = { venueId: 'venue-dk-norrebro', type: 'FireProtectionMeasures', weeksBack: 0, questionId: 'q-fire-exits' };

function withBlockedExits(venueId: string, type: ListType, weeksBack: number, answers: ReturnType<typeof answersFor>) {
  if (venueId !== BLOCKED_EXITS.venueId || type !== BLOCKED_EXITS.type || weeksBack !== BLOCKED_EXITS.weeksBack) return answers;
  return answers.map((a) => (a.questionId === BLOCKED_EXITS.questionId ? { ...a, value: 'no', comment: 'Kegs stacked in front of the back exit.' } : a));
}

/** Twelve weeks of sessions at every venue, plus a few from before the lists module (no list). */
async function seedSessions({ db, random, today }: SeedContext, lists: PublishedList[]) {
  for (const venue of VENUES) {
    const quality = 0.45 + random.next() * 0.5;
    const thorough: ListType = venue.kind === 'restaurant' ? 'BarsWithRestaurantsThorough' : 'BarsAndNightclubsThorough';
    const plan: [ListType, number][] = [
      ...[0, 2, 4, 6, 8, 10].map((w) => ['VenueVisitLight', w] as [ListType, number]),
      ...[1, 5, 9].map((w) => [thorough, w] as [ListType, number]),
      ['CompetitorVisit', 3],
      ['CompetitorVisit', 9],
      ...[0, 4, 8].map((w) => ['FireProtectionMeasures', w] as [ListType, number]),
      ...[1, 4, 7, 10].map((w) => ['MaintenanceReviewLight', w] as [ListType, number]),
      ['MaintenanceReviewThorough', 6],
    ];
    const rows = [];
    for (const [type, weeksBack] of plan) {
      const list = lists.find((l) => l.type === type && l.country === venue.country);
      if (!list) continue;
      // Never today: a session of this evening would lie in the future until the evening comes.
      const daysBack = weeksBack * 7 + random.int(1, 5);
      const completed = dayjs.tz(today.subtract(daysBack, 'day').format('YYYY-MM-DD'), venue.timeZone).hour(random.int(17, 22)).minute(random.int(0, 59));
      const answers = withBlockedExits(venue.id, type, weeksBack, answersFor(list.content, Math.min(0.98, quality + (random.next() - 0.5) * 0.3), random));
      const { score, hasCriticalFailure } = scoreSession(answers);
      rows.push({
        venueId: venue.id,
        listId: list.id,
        listType: type,
        listVersion: list.listVersion,
        surveyType: surveyTypeOf(type),
        title: JSON.stringify(list.title),
        userId: inspectorOf(venue),
        startedOn: completed.subtract(random.int(30, 95), 'minute').toDate(),
        completedOn: completed.toDate(),
        score,
        hasCriticalFailure,
        categories: JSON.stringify(list.content.categories),
        answers: JSON.stringify(answers),
        createdBy: inspectorOf(venue),
      });
    }
    for (const [type, monthsBack, surveyType] of [
      ['VenueVisitLight', 7, 3],
      ['VenueVisitLight', 10, 3],
      ['MaintenanceReviewLight', 8, 2],
    ] as [ListType, number, 0 | 1 | 2 | 3 | 4][]) {
      const content = localise(listContent(type, true), venue.country);
      const completed = dayjs.tz(today.subtract(monthsBack, 'month').format('YYYY-MM-DD'), venue.timeZone).hour(20);
      const answers = answersFor(content, quality, random);
      const { score, hasCriticalFailure } = scoreSession(answers);
      rows.push({
        venueId: venue.id,
        listId: null,
        listType: type,
        listVersion: null,
        surveyType,
        title: JSON.stringify(localise(LIST_TITLES[type], venue.country)),
        userId: inspectorOf(venue),
        startedOn: completed.subtract(1, 'hour').toDate(),
        completedOn: completed.toDate(),
        score,
        hasCriticalFailure,
        categories: JSON.stringify(content.categories),
        answers: JSON.stringify(answers),
        createdBy: inspectorOf(venue),
      });
    }
    await db.insertInto('listSessions').values(rows).execute();
  }
}

/** Per country: a low-score rule for venue visits, one for cleanliness, and inactivity rules for fire protection and maintenance. */
async function seedRules({ db }: SeedContext) {
  for (const country of COUNTRIES) {
    const author = country === 'dk' ? 'user-cd' : 'user-hq';
    const rules = [
      {
        type: 'score',
        listType: 'VenueVisitLight',
        threshold: 3.2,
        questionCategory: null,
        inactivitySeconds: null,
        recipientRoles: ['vm', 'rm'],
        message: { eng: '{{venueName}} scored {{score}} on {{listType}}. Please follow up with the team.', dan: '{{venueName}} fik {{score}} i {{listType}}. Følg op med holdet.' },
      },
      {
        type: 'score',
        listType: null,
        threshold: 3,
        questionCategory: 'Cleanliness',
        inactivitySeconds: null,
        recipientRoles: ['vm', 'svm'],
        message: { eng: '{{questionCategory}} at {{venueName}} scored {{score}} ({{listType}}).', dan: '{{questionCategory}} på {{venueName}} fik {{score}} ({{listType}}).' },
      },
      {
        type: 'inactivity',
        listType: 'FireProtectionMeasures',
        threshold: null,
        questionCategory: null,
        inactivitySeconds: 2629743,
        recipientRoles: ['vm', 'rm', 'cd'],
        message: { eng: '{{venueName}} has not done a {{listType}} check for a month.', dan: '{{venueName}} har ikke lavet {{listType}} i en måned.' },
      },
      {
        type: 'inactivity',
        listType: 'MaintenanceReviewThorough',
        threshold: null,
        questionCategory: null,
        inactivitySeconds: 7889229,
        recipientRoles: ['rm'],
        message: { eng: 'No {{listType}} at {{venueName}} for three months.', dan: 'Ingen {{listType}} på {{venueName}} i tre måneder.' },
      },
    ];
    await db
      .insertInto('listNotificationRules')
      .values(
        rules.map((r, i) => ({
          ...r,
          type: r.type as 'score' | 'inactivity',
          listType: r.listType as ListType | null,
          inactivitySeconds: r.inactivitySeconds as 2629743 | 7889229 | null,
          recipientRoles: JSON.stringify(r.recipientRoles),
          message: JSON.stringify(localise(r.message, country)),
          country,
          active: !(country === 'uk' && i === 3),
          createdBy: author,
        })),
      )
      .execute();
  }
}

/** LIFE lists of every type and country with their versions, twelve weeks of sessions at every venue, and list rules. */
export async function seedListsAndSessions(ctx: SeedContext): Promise<void> {
  const published = await seedLists(ctx);
  await seedSessions(ctx, published);
  await seedRules(ctx);
}
