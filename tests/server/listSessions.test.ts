import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_REVIEW_TYPES } from '@/shared/listScores';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;

interface Summary {
  id: string;
  listId: string | null;
  listType: string;
  completedOn: string;
  score: number | null;
  userName: string | null;
  surveyType: number;
}

interface Answer {
  questionId: string;
  kind: string;
  value: string | null;
  weight?: number;
  categoryId: string | null;
}

/** Points of an answer, written out here rather than taken from the code under test: yes 5, no 1, a rating as given. */
function points(a: Answer): number | null {
  if (a.kind === 'yesNo' || a.kind === 'yesNoCritical') return a.value === 'yes' ? 5 : a.value === 'no' ? 1 : null;
  if (a.kind === 'rating' && a.value) return Number(a.value);
  return null;
}

/** The mean of the scored answers weighted by their question's weight, two decimals; a critical failure caps it at 2. */
function weightedMean(answers: Answer[], critical = false): number | null {
  const scored = answers.filter((a) => points(a) !== null && (a.weight ?? 1) > 0);
  const weights = scored.reduce((sum, a) => sum + (a.weight ?? 1), 0);
  if (!weights) return null;
  const mean = scored.reduce((sum, a) => sum + points(a)! * (a.weight ?? 1), 0) / weights;
  return Math.round((critical ? Math.min(mean, 2) : mean) * 100) / 100;
}

const get = (url: string, userId = 'user-vm') => server.request(userId, { method: 'GET', url: `/api/main${url}` });
/** Every session of a list endpoint (one page of up to 500). */
const items = async (url: string, userId = 'user-vm') => (await get(`${url}?perPage=500`, userId)).json().items as Summary[];
const isSorted = (rows: Summary[]) => rows.every((r, i) => i === 0 || rows[i - 1].completedOn >= r.completedOn);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /VenueVisitSessions/{venueId} and /MaintenanceReviewSessions/{venueId}', () => {
  it("answer the venue's visit sessions and maintenance reviews apart, newest first, with who did them", async () => {
    const visits = await items(`/VenueVisitSessions/${VENUE}`);
    const reviews = await items(`/MaintenanceReviewSessions/${VENUE}`);
    expect(visits.length).toBeGreaterThan(10);
    expect(reviews.length).toBeGreaterThan(3);
    expect(visits.every((v) => !(MAINTENANCE_REVIEW_TYPES as readonly string[]).includes(v.listType))).toBe(true);
    expect(reviews.every((r) => (MAINTENANCE_REVIEW_TYPES as readonly string[]).includes(r.listType))).toBe(true);
    expect(isSorted(visits) && isSorted(reviews)).toBe(true);
    expect(visits[0].userName).toBe('Mads Kjær');
    expect(visits.some((v) => v.listId === null)).toBe(true);
    expect(new Set(visits.map((v) => v.surveyType))).toEqual(new Set([0, 2, 3]));
  });
  it('are refused at a venue without the permission, and name an unknown venue', async () => {
    expect((await get('/VenueVisitSessions/venue-uk-soho')).statusCode).toBe(403);
    expect((await get('/MaintenanceReviewSessions/venue-uk-soho')).statusCode).toBe(403);
    expect((await get('/VenueVisitSessions/no-such-venue', 'user-hq')).json()).toMatchObject({ status: 400, field: 'venueId' });
  });
});

describe('paging of the session lists', () => {
  it('answers a page with the total, newest first across pages, 25 a page unless asked', async () => {
    const all = await items(`/VenueVisitSessions/${VENUE}`);
    const first = (await get(`/VenueVisitSessions/${VENUE}`)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, totalItems: all.length, totalPages: Math.ceil(all.length / 25) });
    expect(first.items.map((s: Summary) => s.id)).toEqual(all.slice(0, 25).map((s) => s.id));
    const second = (await get(`/VenueVisitSessions/${VENUE}?page=2&perPage=5`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 5, totalItems: all.length });
    expect(second.items.map((s: Summary) => s.id)).toEqual(all.slice(5, 10).map((s) => s.id));
    const beyond = (await get(`/MaintenanceReviewSessions/${VENUE}?page=999`)).json();
    expect(beyond.items).toEqual([]);
  });
  it('answers only the sessions from before the lists module with earlier=true', async () => {
    const visits = (await get(`/VenueVisitSessions/${VENUE}?earlier=true`)).json();
    const reviews = (await get(`/MaintenanceReviewSessions/${VENUE}?earlier=true`)).json();
    expect(visits.totalItems).toBe(2);
    expect(reviews.totalItems).toBe(1);
    expect([...visits.items, ...reviews.items].every((s: Summary) => s.listId === null)).toBe(true);
  });
  it('names bad paging parameters', async () => {
    expect((await get(`/VenueVisitSessions/${VENUE}?perPage=501`)).json()).toMatchObject({ status: 400, field: 'query.perPage' });
    expect((await get(`/VenueVisitSessions/${VENUE}?page=0`)).json()).toMatchObject({ status: 400, field: 'query.page' });
    expect((await get(`/MaintenanceReviewSessions/${VENUE}?page=x`)).json()).toMatchObject({ status: 400, field: 'query.page' });
  });
});

describe('session details', () => {
  it('GET /ListSessions/{id} and /VenueVisitSessions/details/{id} answer the answers, names and category scores', async () => {
    const [visit] = await items(`/VenueVisitSessions/${VENUE}`);
    const res = await get(`/ListSessions/${visit.id}`);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ id: visit.id, venueName: 'Nørrebro Social', userName: 'Mads Kjær', score: visit.score });
    expect(session.answers.length).toBeGreaterThan(3);
    expect(session.categoryScores.length).toBe(session.categories.length);
    expect(session.answers.every((a: Answer) => typeof a.weight === 'number')).toBe(true);
    expect(session.score).toBe(weightedMean(session.answers, session.hasCriticalFailure));
    expect((await get(`/VenueVisitSessions/details/${visit.id}`)).json()).toEqual(session);
  });
  it("score each category by the weights of its questions, as the list version gives them", async () => {
    const visits = (await items(`/VenueVisitSessions/${VENUE}`)).filter((v) => v.listId).slice(0, 8);
    let weightsMatter = false;
    for (const visit of visits) {
      const session = (await get(`/ListSessions/${visit.id}`)).json();
      const list = await server.db.selectFrom('lists').select('questions').where('id', '=', visit.listId!).executeTakeFirstOrThrow();
      const weightOf = new Map((list.questions as { id: string; weight: number }[]).map((q) => [q.id, q.weight ?? 1]));
      expect(session.answers.every((a: Answer) => a.weight === weightOf.get(a.questionId))).toBe(true);
      for (const { categoryId, score } of session.categoryScores as { categoryId: string; score: number | null }[]) {
        const answers = session.answers.filter((a: Answer) => a.categoryId === categoryId);
        expect(score).toBe(weightedMean(answers));
        if (score !== weightedMean(answers.map((a: Answer) => ({ ...a, weight: 1 })))) weightsMatter = true;
      }
    }
    // The demo lists weigh some ratings twice, so some category differs from its unweighted mean.
    expect(weightsMatter).toBe(true);
  });
  it('take the weights from the list version for snapshots stored without them', async () => {
    const [visit] = (await items(`/VenueVisitSessions/${VENUE}`)).filter((v) => v.listId);
    const before = (await get(`/ListSessions/${visit.id}`)).json();
    const row = await server.db.selectFrom('listSessions').select('answers').where('id', '=', visit.id).executeTakeFirstOrThrow();
    const stripped = (row.answers as Answer[]).map(({ weight: _weight, ...a }) => a);
    await server.db.updateTable('listSessions').set({ answers: JSON.stringify(stripped) }).where('id', '=', visit.id).execute();
    const after = (await get(`/ListSessions/${visit.id}`)).json();
    expect(after.categoryScores).toEqual(before.categoryScores);
    expect(after.answers).toEqual(before.answers);
  });
  it('are 404 for an unknown session and 403 for a session of another venue', async () => {
    expect((await get('/ListSessions/no-such-session')).statusCode).toBe(404);
    const [soho] = await items('/VenueVisitSessions/venue-uk-soho', 'user-hq');
    expect((await get(`/ListSessions/${soho.id}`)).statusCode).toBe(403);
    expect((await get(`/VenueVisitSessions/details/${soho.id}`)).statusCode).toBe(403);
  });
});

describe('GET /ListSessions/ByVenue/{venueId}/{listId}', () => {
  it("answers the list and the venue's sessions of its type", async () => {
    const lists = (await get(`/Lists/QueryLatestForVenue/${VENUE}`)).json();
    const light = lists.find((l: { list: { type: string } }) => l.list.type === 'MaintenanceReviewLight');
    const res = (await get(`/ListSessions/ByVenue/${VENUE}/${light.list.id}`)).json();
    expect(res.list).toMatchObject({ id: light.list.id, type: 'MaintenanceReviewLight' });
    expect(res).toMatchObject({ totalItems: light.sessionCount, page: 1, pageSize: 25 });
    expect(res.items.length).toBe(Math.min(25, light.sessionCount));
    expect(res.items.every((s: Summary) => s.listType === 'MaintenanceReviewLight')).toBe(true);
    expect((await get(`/ListSessions/ByVenue/${VENUE}/no-such-list`)).statusCode).toBe(404);
    expect((await get(`/ListSessions/ByVenue/venue-uk-soho/${light.list.id}`)).statusCode).toBe(403);
  });
});

describe('DELETE /venueVisitSessions/{id}', () => {
  it('deletes a visit session for a venue manager', async () => {
    const [visit] = await items(`/VenueVisitSessions/${VENUE}`);
    expect((await server.request('user-vm', { method: 'DELETE', url: `/api/main/venueVisitSessions/${visit.id}` })).statusCode).toBe(204);
    expect((await get(`/ListSessions/${visit.id}`)).statusCode).toBe(404);
    expect((await server.request('user-vm', { method: 'DELETE', url: `/api/main/venueVisitSessions/${visit.id}` })).statusCode).toBe(404);
  });
  it('refuses a shift manager (no delete permission) and does not delete maintenance reviews', async () => {
    const [visit] = await items(`/VenueVisitSessions/${VENUE}`);
    expect((await server.request('user-sm', { method: 'DELETE', url: `/api/main/venueVisitSessions/${visit.id}` })).statusCode).toBe(403);
    const [review] = await items(`/MaintenanceReviewSessions/${VENUE}`);
    expect((await server.request('user-vm', { method: 'DELETE', url: `/api/main/venueVisitSessions/${review.id}` })).statusCode).toBe(404);
    expect((await get(`/ListSessions/${review.id}`)).statusCode).toBe(200);
    // The visit paths agree: a maintenance review is not a venue visit there either.
    expect((await get(`/VenueVisitSessions/details/${review.id}`)).statusCode).toBe(404);
  });
});
