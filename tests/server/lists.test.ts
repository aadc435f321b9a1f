import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const base = '/api/main/Lists';
let server: TestServer;

interface Summary {
  id: string;
  listVersion: number;
  status: string;
}
interface Overview {
  type: string;
  versions: number;
  latest: Summary | null;
  published: Summary | null;
  draft: Summary | null;
}

const get = (url: string, userId = 'user-cd') => server.request(userId, { method: 'GET', url });
const overview = async (country = 'dk', userId = 'user-cd') => (await get(`${base}/QueryLatest?country=${country}`, userId)).json() as Overview[];
const typeOf = async (type: string, country = 'dk') => (await overview(country)).find((o) => o.type === type)!;
const load = async (id: string) => (await get(`${base}/${id}`)).json();
const save = (list: Record<string, unknown>, userId = 'user-cd') => server.request(userId, { method: 'PUT', url: `${base}/Save`, payload: list });
const newVersion = (type: string, country = 'dk', userId = 'user-cd') => server.request(userId, { method: 'POST', url: `${base}/NewVersion/${type}?country=${country}` });
const publish = (listId: string, userId = 'user-cd') => server.request(userId, { method: 'POST', url: `${base}/Publish`, payload: { listId } });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reading lists', () => {
  it('GET /Lists/QueryLatest answers the seven types with their newest, published and draft versions', async () => {
    const types = await overview();
    expect(types).toHaveLength(7);
    const visit = types.find((t) => t.type === 'VenueVisitLight')!;
    expect(visit).toMatchObject({ versions: 3, latest: { listVersion: 3, status: 'draft' }, published: { listVersion: 2 }, draft: { listVersion: 3 } });
    expect((await overview('uk', 'user-hq')).find((t) => t.type === 'CompetitorVisit')).toMatchObject({ versions: 0, latest: null, published: null });
  });
  it('GET /Lists/ByType/{type} answers every version of a type, newest first', async () => {
    const versions = (await get(`${base}/ByType/VenueVisitLight?country=dk`)).json();
    expect(versions.map((v: Summary) => [v.listVersion, v.status])).toEqual([
      [3, 'draft'],
      [2, 'published'],
      [1, 'archived'],
    ]);
    expect((await get(`${base}/ByType/Nonsense?country=dk`)).json()).toMatchObject({ status: 400, field: 'type' });
    expect((await get(`${base}/ByType/VenueVisitLight?country=se`, 'user-hq')).json()).toMatchObject({ status: 400, field: 'query.country' });
  });
  it('GET /Lists/{id} answers a version with its categories, areas and questions; 404 for none', async () => {
    const { published } = await typeOf('BarsAndNightclubsThorough');
    const list = await load(published!.id);
    expect(list).toMatchObject({ type: 'BarsAndNightclubsThorough', country: 'dk', status: 'published' });
    expect(list.categories.length).toBeGreaterThan(2);
    expect(list.areas.length).toBeGreaterThan(2);
    const kinds = new Set(list.questions.map((q: { kind: string }) => q.kind));
    for (const kind of ['yesNo', 'yesNoCritical', 'text', 'number', 'rating', 'photoMultipleUpload']) expect(kinds).toContain(kind);
    expect((await get(`${base}/no-such-list`)).statusCode).toBe(404);
  });
  it('GET /Lists/Categories/{type} and /Lists/Areas/{type} answer those of the newest version', async () => {
    const categories = (await get(`${base}/Categories/FireProtectionMeasures?country=dk`)).json();
    expect(categories.map((c: { id: string }) => c.id)).toEqual(['c-exits', 'c-equipment', 'c-docs']);
    expect((await get(`${base}/Areas/CompetitorVisit?country=dk`)).json()).toEqual([]);
    expect((await get(`${base}/Areas/CompetitorVisit?country=uk`, 'user-hq')).json()).toEqual([]);
  });
  it('GET /Lists/Categories answers the categories of the countries the caller may see', async () => {
    const danish = (await get(`${base}/Categories`)).json();
    expect(new Set(danish.map((c: { country: string }) => c.country))).toEqual(new Set(['dk']));
    expect(danish.some((c: { name: { eng: string } }) => c.name.eng === 'Cleanliness')).toBe(true);
    const everywhere = (await get(`${base}/Categories`, 'user-hq')).json();
    expect(new Set(everywhere.map((c: { country: string }) => c.country))).toEqual(new Set(['dk', 'no', 'fi', 'uk']));
  });
  it('GET /Lists/QueryLatestForVenue/{venueId} answers the published lists of the venue\'s country with its sessions', async () => {
    const res = await get(`${base}/QueryLatestForVenue/venue-dk-norrebro`, 'user-sm');
    expect(res.statusCode).toBe(200);
    const lists = res.json();
    expect(lists).toHaveLength(7);
    for (const entry of lists) expect(entry.list).toMatchObject({ country: 'dk', status: 'published' });
    const visit = lists.find((e: { list: { type: string } }) => e.list.type === 'VenueVisitLight');
    expect(visit.sessionCount).toBeGreaterThan(3);
    expect(typeof visit.lastScore).toBe('number');
    expect((await get(`${base}/QueryLatestForVenue/venue-fi-kallio`, 'user-sm')).statusCode).toBe(403);
  });
  it('LIFE lists are refused to a venue manager without LIFE permissions', async () => {
    expect((await get(`${base}/QueryLatest?country=dk`, 'user-vm')).statusCode).toBe(403);
    expect((await newVersion('CompetitorVisit', 'dk', 'user-vm')).statusCode).toBe(403);
  });
  it('a regional manager reads lists but cannot change them', async () => {
    expect((await get(`${base}/QueryLatest?country=no`, 'user-rm')).statusCode).toBe(200);
    expect((await get(`${base}/QueryLatest?country=dk`, 'user-rm')).statusCode).toBe(403);
    expect((await newVersion('CompetitorVisit', 'no', 'user-rm')).statusCode).toBe(403);
  });
});

describe('versions, saving and publishing', () => {
  it('starts a draft as a copy of the newest version, one draft at a time', async () => {
    const before = await typeOf('CompetitorVisit');
    const res = await newVersion('CompetitorVisit');
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ type: 'CompetitorVisit', country: 'dk', listVersion: before.latest!.listVersion + 1, status: 'draft', version: 1 });
    expect(draft.questions).toEqual((await load(before.published!.id)).questions);
    expect((await newVersion('CompetitorVisit')).statusCode).toBe(409);
    expect((await newVersion('CompetitorVisit', 'uk', 'user-hq')).statusCode).toBe(404);
  });
  it('saves a whole draft with its version, and refuses a stale one', async () => {
    const { draft } = await typeOf('MaintenanceReviewLight');
    const list = await load(draft!.id);
    const changed = {
      ...list,
      title: { eng: 'Maintenance (light), spring', dan: 'Vedligehold (let), forår' },
      categories: [...list.categories, { id: 'c-outdoor', name: { eng: 'Outdoor' } }],
      areas: [...list.areas, { id: 'a-terrace', name: { eng: 'Terrace' } }],
      questions: [...list.questions, { id: 'q-terrace', kind: 'rating', text: { eng: 'Terrace furniture' }, categoryId: 'c-outdoor', areaId: 'a-terrace', weight: 1, required: true }],
    };
    const res = await save(changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: list.version + 1, title: { eng: 'Maintenance (light), spring' } });
    expect(res.json().questions.at(-1)).toMatchObject({ id: 'q-terrace', kind: 'rating' });
    expect((await save(changed)).statusCode).toBe(409);
  });
  it('names the field of a bad list', async () => {
    const { draft } = await typeOf('MaintenanceReviewLight');
    const list = await load(draft!.id);
    expect((await save({ ...list, questions: [...list.questions, { id: 'q-x', kind: 'essay' }] })).json()).toMatchObject({ status: 400, field: `body.questions.${list.questions.length}.kind` });
    expect((await save({ ...list, questions: [...list.questions, { ...list.questions[0] }] })).json()).toMatchObject({ status: 400, field: `body.questions.${list.questions.length}.id` });
    expect((await save({ ...list, questions: [{ ...list.questions[0], categoryId: 'c-nowhere' }] })).json()).toMatchObject({ status: 400, field: 'body.questions.0.categoryId' });
    expect((await save({ ...list, questions: [{ ...list.questions[0], weight: 11 }] })).json()).toMatchObject({ status: 400, field: 'body.questions.0.weight' });
    expect((await save({ ...list, country: 'no' })).statusCode).toBe(403);
    expect((await save({ ...list, type: 'CompetitorVisit' })).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await save({ ...list, title: {} })).json()).toMatchObject({ status: 400, field: 'body.title' });
  });
  it('refuses to change a published or archived version', async () => {
    const { published } = await typeOf('FireProtectionMeasures');
    const list = await load(published!.id);
    expect((await save({ ...list, title: { eng: 'Changed' } })).statusCode).toBe(409);
    expect((await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: { version: list.version } })).statusCode).toBe(409);
  });
  it('adds a new blank question to a draft', async () => {
    const { draft } = await typeOf('VenueVisitLight');
    const list = await load(draft!.id);
    const res = await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: { kind: 'videoMultipleUpload', categoryId: 'c-staff', version: list.version } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questions).toHaveLength(list.questions.length + 1);
    expect(res.json().questions.at(-1)).toMatchObject({ kind: 'videoMultipleUpload', categoryId: 'c-staff', text: {} });
    expect(res.json().version).toBe(list.version + 1);
    const added = res.json();
    expect((await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: { categoryId: 'c-nowhere', version: added.version } })).json()).toMatchObject({ status: 400, field: 'body.categoryId' });
    expect((await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: {} })).json()).toMatchObject({ status: 400, field: 'body.version' });
    expect((await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/no-such-list`, payload: { version: 1 } })).statusCode).toBe(404);
  });
  it('adds a question only to the version the caller saw: a stale one, or a second add at the same version, is 409', async () => {
    const { draft } = await typeOf('VenueVisitLight');
    const list = await load(draft!.id);
    const add = () => server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: { kind: 'yesNo', version: list.version } });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await load(draft!.id)).questions).toHaveLength(list.questions.length + 1);
    // Someone saved the list meanwhile: the question is not added over their change.
    const saved = (await save({ ...(await load(draft!.id)), title: { eng: 'Renamed meanwhile' } })).json();
    const stale = await server.request('user-cd', { method: 'POST', url: `${base}/NewQuestion/${list.id}`, payload: { version: saved.version - 1 } });
    expect(stale.statusCode).toBe(409);
    expect((await load(draft!.id)).title).toEqual({ eng: 'Renamed meanwhile' });
  });
  it('refuses to publish an incomplete draft, naming what is missing', async () => {
    const { draft } = await typeOf('VenueVisitLight');
    const res = await publish(draft!.id);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().field).toMatch(/^list\.questions\.\d+\.text$/);
  });
  it('publishes a draft, archives the version published before, and keeps one published version', async () => {
    const before = await typeOf('BarsAndNightclubsThorough');
    const draft = (await newVersion('BarsAndNightclubsThorough')).json();
    const res = await publish(draft.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, status: 'published', publishedBy: 'user-cd' });
    const after = await typeOf('BarsAndNightclubsThorough');
    expect(after.published!.id).toBe(draft.id);
    expect((await load(before.published!.id)).status).toBe('archived');
    const versions = (await get(`${base}/ByType/BarsAndNightclubsThorough?country=dk`)).json();
    expect(versions.filter((v: Summary) => v.status === 'published')).toHaveLength(1);
    expect((await publish(draft.id)).statusCode).toBe(409);
    expect((await publish(before.published!.id)).statusCode).toBe(409);
    expect((await publish('no-such-list')).statusCode).toBe(404);
  });
});

describe('creating and copying lists', () => {
  it('creates the first version of a type in a country, and only the first', async () => {
    const res = await server.request('user-hq', { method: 'POST', url: base, payload: { type: 'CompetitorVisit', country: 'uk', title: { eng: 'Competitor visit' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listVersion: 1, status: 'draft', questions: [] });
    expect((await server.request('user-hq', { method: 'POST', url: base, payload: { type: 'CompetitorVisit', country: 'uk', title: { eng: 'Again' } } })).statusCode).toBe(409);
    expect((await server.request('user-hq', { method: 'POST', url: base, payload: { type: 'CompetitorVisit', country: 'uk', title: {} } })).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await server.request('user-cd', { method: 'POST', url: base, payload: { type: 'CompetitorVisit', country: 'uk', title: { eng: 'x' } } })).statusCode).toBe(403);
  });
  it('copies a version into a new draft in another country the caller may change', async () => {
    const { published } = await typeOf('FireProtectionMeasures');
    const res = await server.request('user-hq', { method: 'POST', url: `${base}/Copy`, payload: { listId: published!.id, country: 'fi' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'FireProtectionMeasures', country: 'fi', listVersion: 3, status: 'draft' });
    expect(res.json().questions).toEqual((await load(published!.id)).questions);
    expect((await server.request('user-cd', { method: 'POST', url: `${base}/Copy`, payload: { listId: published!.id, country: 'fi' } })).statusCode).toBe(403);
    expect((await server.request('user-hq', { method: 'POST', url: `${base}/Copy`, payload: { listId: published!.id, country: 'fi' } })).statusCode).toBe(409);
  });
});
