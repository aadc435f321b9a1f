import { randomUUID } from 'node:crypto';
import type {
  ListsAllCategoriesInput,
  ListsAreasByTypeInput,
  ListsCategoriesByTypeInput,
  ListsCopyInput,
  ListsCreateInput,
  ListsNewQuestionInput,
  ListsNewVersionInput,
  ListsPublishInput,
  ListsQueryLatestForVenueInput,
  ListsQueryLatestInput,
  ListsUpdateInput,
} from '@generated/server/resources/lists';
import { listsResource } from '@generated/server/resources/lists';
import type { ListRecord } from '@generated/shared/types/lists';
import { hasPermissionWhere } from '@/shared/permissions';
import type { MultilingualText } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { LIST_TYPES, type ListType } from './listTypes';

type Country = ListRecord['country'];
type Question = NonNullable<ListRecord['questions']>[number];

export const MAX_QUESTIONS = 300;

/** A short id for a category, area or question, unique within its list. */
export const newPartId = (prefix: 'c' | 'a' | 'q') => `${prefix}-${randomUUID().slice(0, 8)}`;

const asList = (record: unknown) => record as ListRecord;

/** A version as overviews show it: without its content, with its number of questions. */
export function summary(list: ListRecord) {
  return {
    id: list.id,
    type: list.type,
    country: list.country,
    listVersion: list.listVersion,
    status: list.status,
    title: list.title,
    questionCount: list.questions?.length ?? 0,
    publishedAt: list.publishedAt ?? null,
    updatedAt: list.updatedAt,
  };
}
export type ListSummary = ReturnType<typeof summary>;

async function versionsOf(ctx: RequestContext, type: ListType, country: Country, lock = false): Promise<ListRecord[]> {
  let query = ctx.db.selectFrom('lists').select('id').where('type', '=', type).where('country', '=', country).orderBy('listVersion', 'desc');
  if (lock) query = query.forUpdate();
  const ids = await query.execute();
  const records = await Promise.all(ids.map((r) => ctx.store.getOrThrow(listsResource, r.id)));
  return records.map(asList);
}

async function newest(ctx: RequestContext, type: ListType, country: Country): Promise<ListRecord | null> {
  const row = await ctx.db.selectFrom('lists').select('id').where('type', '=', type).where('country', '=', country).orderBy('listVersion', 'desc').limit(1).executeTakeFirst();
  return row ? asList(await ctx.store.getOrThrow(listsResource, row.id)) : null;
}

const hasText = (text: MultilingualText | null | undefined) => Object.values(text ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');

interface ListContent {
  categories?: ListRecord['categories'];
  areas?: ListRecord['areas'];
  questions?: ListRecord['questions'];
}

/** Ids are unique within a list, and a question's category and area are ones of the list. */
export function checkStructure(list: ListContent, prefix = 'body') {
  const seen = new Set<string>();
  const unique = (id: string, field: string) => {
    if (seen.has(id)) throw badRequest(field, `the id ${id} is used twice in this list`);
    seen.add(id);
  };
  (list.categories ?? []).forEach((c, i) => unique(c.id, `${prefix}.categories.${i}.id`));
  (list.areas ?? []).forEach((a, i) => unique(a.id, `${prefix}.areas.${i}.id`));
  const categories = new Set((list.categories ?? []).map((c) => c.id));
  const areas = new Set((list.areas ?? []).map((a) => a.id));
  (list.questions ?? []).forEach((q, i) => {
    unique(q.id, `${prefix}.questions.${i}.id`);
    if (q.categoryId && !categories.has(q.categoryId)) throw badRequest(`${prefix}.questions.${i}.categoryId`, `no category ${q.categoryId} in this list`);
    if (q.areaId && !areas.has(q.areaId)) throw badRequest(`${prefix}.questions.${i}.areaId`, `no area ${q.areaId} in this list`);
  });
}

/** What a version needs before it can be published: questions, each with a text and a category, and named parts. */
export function checkComplete(list: ListRecord) {
  checkStructure(list, 'list');
  if (!hasText(list.title)) throw badRequest('list.title', 'needs a text in at least one language');
  (list.categories ?? []).forEach((c, i) => {
    if (!hasText(c.name)) throw badRequest(`list.categories.${i}.name`, 'needs a text in at least one language');
  });
  (list.areas ?? []).forEach((a, i) => {
    if (!hasText(a.name)) throw badRequest(`list.areas.${i}.name`, 'needs a text in at least one language');
  });
  const questions = list.questions ?? [];
  if (!questions.length) throw badRequest('list.questions', 'a list needs at least one question to be published');
  questions.forEach((q, i) => {
    if (!hasText(q.text)) throw badRequest(`list.questions.${i}.text`, `question ${i + 1} has no text`);
    if (!q.categoryId && (list.categories ?? []).length) throw badRequest(`list.questions.${i}.categoryId`, `question ${i + 1} has no category`);
  });
}

function assertDraft(list: ListRecord) {
  if (list.status === 'published') throw conflict(`Version ${list.listVersion} is published and can no longer change. Start a new version to make changes.`);
  if (list.status === 'archived') throw conflict(`Version ${list.listVersion} is archived and can no longer change. Start a new version to make changes.`);
}

/** A new draft after the newest version of a type in a country; refused while a draft exists. */
async function startDraft(ctx: RequestContext, type: ListType, country: Country, content: Pick<ListRecord, 'title' | 'description' | 'categories' | 'areas' | 'questions'>) {
  const versions = await versionsOf(ctx, type, country, true);
  const draft = versions.find((v) => v.status === 'draft');
  if (draft) throw conflict(`Version ${draft.listVersion} of this list is still a draft in ${country}. Publish it or go on editing it.`);
  const created = await ctx.store.create(listsResource, {
    type,
    country,
    listVersion: (versions[0]?.listVersion ?? 0) + 1,
    status: 'draft',
    title: content.title,
    description: content.description ?? null,
    categories: content.categories ?? [],
    areas: content.areas ?? [],
    questions: content.questions ?? [],
  });
  return asList(created);
}

export const queryLatest = defineAction(async (ctx, { query }: ListsQueryLatestInput) => {
  const rows = await ctx.db.selectFrom('lists').select('id').where('country', '=', query.country).orderBy('listVersion', 'desc').execute();
  const lists = (await Promise.all(rows.map((r) => ctx.store.getOrThrow(listsResource, r.id)))).map(asList);
  return LIST_TYPES.map((type) => {
    const versions = lists.filter((l) => l.type === type);
    const published = versions.find((v) => v.status === 'published');
    const draft = versions.find((v) => v.status === 'draft');
    return {
      type,
      country: query.country,
      versions: versions.length,
      latest: versions[0] ? summary(versions[0]) : null,
      published: published ? summary(published) : null,
      draft: draft ? summary(draft) : null,
    };
  });
});

/** The published list of each type in the venue's country, with how often and how well the venue did it. */
export const queryLatestForVenue = defineAction(async (ctx, { params }: ListsQueryLatestForVenueInput) => {
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const rows = await ctx.db.selectFrom('lists').select('id').where('country', '=', venue.country as Country).where('status', '=', 'published').execute();
  const lists = (await Promise.all(rows.map((r) => ctx.store.getOrThrow(listsResource, r.id)))).map(asList);
  const stats = await ctx.db
    .selectFrom('listSessions')
    .select(['listType', 'completedOn', 'score'])
    .where('venueId', '=', params.venueId)
    .orderBy('completedOn', 'desc')
    .execute();
  return LIST_TYPES.flatMap((type) => {
    const list = lists.find((l) => l.type === type);
    if (!list) return [];
    const sessions = stats.filter((s) => s.listType === type);
    const last = sessions[0];
    return [
      {
        list: summary(list),
        sessionCount: sessions.length,
        lastCompletedOn: last?.completedOn ? new Date(last.completedOn as unknown as string).toISOString() : null,
        lastScore: last?.score ?? null,
      },
    ];
  });
});

export const categoriesByType = defineAction(async (ctx, { params, query }: ListsCategoriesByTypeInput) => (await newest(ctx, params.type, query.country))?.categories ?? []);

export const areasByType = defineAction(async (ctx, { params, query }: ListsAreasByTypeInput) => (await newest(ctx, params.type, query.country))?.areas ?? []);

/** Category names of the newest version of every list, in the countries where the caller may read lists or manage their rules. */
export const allCategories = defineAction(async (ctx, _input: ListsAllCategoriesInput) => {
  const countries = (['dk', 'no', 'fi', 'uk'] as const).filter((c) =>
    ['vp.life.lists.show', 'vp.life.lists.managerules'].some((p) => hasPermissionWhere(ctx.user.permissions, p, (v) => ctx.user.venueCountries.get(v) === c)),
  );
  const result: { country: Country; listType: ListType; listId: string; id: string; name: MultilingualText | null }[] = [];
  for (const country of countries) {
    for (const type of LIST_TYPES) {
      const list = await newest(ctx, type, country);
      for (const c of list?.categories ?? []) result.push({ country, listType: type, listId: list!.id, id: c.id, name: c.name ?? null });
    }
  }
  return result;
});

export const save = defineAction(async (ctx, { body }: ListsUpdateInput) => {
  const current = asList(await ctx.store.getOrThrow(listsResource, body.id));
  if (body.type !== current.type) throw badRequest('body.type', 'a version keeps its list type; copy it to make a list of another type');
  if (body.country !== current.country) throw badRequest('body.country', 'a version keeps its country; copy it to another country instead');
  if (current.version !== body.version) throw conflict(`This list was changed by someone else (now version ${current.version}, yours ${body.version}). Reload it and make your change again.`);
  assertDraft(current);
  checkStructure(body);
  return asList(await ctx.store.update(listsResource, body.id, body, { version: body.version }));
});

export const newVersion = defineAction(async (ctx, { params, query }: ListsNewVersionInput) => {
  const latest = await newest(ctx, params.type, query.country);
  if (!latest) throw notFound(`A ${params.type} list in ${query.country}`);
  return startDraft(ctx, params.type, query.country, latest);
});

/** Publishes a complete draft; the version published before it is archived, so one version per type and country is published. */
export const publish = defineAction(async (ctx, { body }: ListsPublishInput) => {
  const target = asList(await ctx.store.getOrThrow(listsResource, body.listId));
  const versions = await versionsOf(ctx, target.type, target.country, true);
  const list = versions.find((v) => v.id === target.id)!;
  if (list.status === 'published') throw conflict(`Version ${list.listVersion} is already published.`);
  if (list.status === 'archived') throw conflict(`Version ${list.listVersion} is archived; start a new version to publish changes.`);
  checkComplete(list);
  for (const v of versions) if (v.status === 'published') await ctx.store.setFields(listsResource, v.id, { status: 'archived' });
  return asList(await ctx.store.setFields(listsResource, list.id, { status: 'published', publishedAt: ctx.now, publishedBy: ctx.user.userId }));
});

export const create = defineAction(async (ctx, { body }: ListsCreateInput) => {
  const existing = await newest(ctx, body.type, body.country);
  if (existing) throw conflict(`There is already a ${body.type} list in ${body.country} (version ${existing.listVersion}). Start a new version of it instead.`);
  return startDraft(ctx, body.type, body.country, { title: body.title, description: null, categories: [], areas: [], questions: [] });
});

/** Copies a version into a new draft of its type (or another) in a country; the copy keeps the ids of its parts. */
export const copy = defineAction(async (ctx, { body }: ListsCopyInput) => {
  const source = asList(await ctx.store.getOrThrow(listsResource, body.listId));
  return startDraft(ctx, body.type ?? source.type, body.country, source);
});

/** Adds a blank question at the version the caller saw; the write is conditional on it, so a concurrent change or a second click is 409. */
export const newQuestion = defineAction(async (ctx, { params, body }: ListsNewQuestionInput) => {
  const list = asList(await ctx.store.getOrThrow(listsResource, params.id));
  assertDraft(list);
  if (list.version !== body.version) throw conflict(`This list was changed by someone else (now version ${list.version}, yours ${body.version}). Reload it and make your change again.`);
  const questions = list.questions ?? [];
  if (questions.length >= MAX_QUESTIONS) throw badRequest('questions', `a list holds at most ${MAX_QUESTIONS} questions`);
  if (body.categoryId && !(list.categories ?? []).some((c) => c.id === body.categoryId)) throw badRequest('body.categoryId', `no category ${body.categoryId} in this list`);
  if (body.areaId && !(list.areas ?? []).some((a) => a.id === body.areaId)) throw badRequest('body.areaId', `no area ${body.areaId} in this list`);
  const question: Question = {
    id: newPartId('q'),
    kind: body.kind ?? 'yesNo',
    text: {},
    help: null,
    categoryId: body.categoryId || null,
    areaId: body.areaId || null,
    weight: 1,
    required: true,
  };
  return asList(await ctx.store.setFields(listsResource, list.id, { questions: [...questions, question] }, { version: body.version }));
});
