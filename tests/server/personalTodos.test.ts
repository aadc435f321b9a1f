import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
const base = '/api/main/PersonalTodos';
let server: TestServer;

interface Todo {
  id: string;
  version: number;
  title: string;
  categoryId: string;
  position: number;
  completed: boolean;
  completedAt: string | null;
  hasDueDate: boolean;
  startDate: string | null;
}
interface Category {
  id: string;
  version: number;
  name: string;
  icon: string;
  color: string;
  todos: Todo[];
}

const list = async (userId = 'user-vm', role = 'vm', venueId = VENUE) => server.request(userId, { method: 'GET', url: `${base}/${venueId}/${role}` });
const categories = async (userId = 'user-vm', role = 'vm') => (await list(userId, role)).json() as Category[];

async function newCategory(name: string, userId = 'user-vm', role = 'vm') {
  const res = await server.request(userId, { method: 'POST', url: `${base}/Category`, payload: { venueId: VENUE, role, name, icon: 'Star', color: '#336699' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Category;
}

async function newTodo(categoryId: string, title: string, extra: Record<string, unknown> = {}, userId = 'user-vm', role = 'vm') {
  return server.request(userId, { method: 'POST', url: base, payload: { venueId: VENUE, categoryId, role, title, ...extra } });
}

async function titles(categoryId: string) {
  return (await categories()).find((c) => c.id === categoryId)!.todos.map((t) => t.title);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /PersonalTodos/{venueId}/{role}', () => {
  it("answers the caller's categories with their to-dos in order", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Category[];
    expect(body.map((c) => c.name)).toEqual(['Admin', 'People', 'Suppliers', 'Ideas']);
    for (const c of body) expect(c.todos.map((t) => t.position)).toEqual(c.todos.map((_, i) => i));
  });
  it("shows nobody else's to-dos: the shift manager at the same venue sees only her own", async () => {
    const mine = (await list('user-sm', 'sm')).json() as Category[];
    expect(mine.map((c) => c.name)).toEqual(['Tonight', 'Cleaning', 'Stock']);
    const ids = new Set((await categories()).map((c) => c.id));
    expect(mine.some((c) => ids.has(c.id))).toBe(false);
  });
  it('refuses a role the user does not hold at the venue, naming it', async () => {
    expect((await list('user-sm', 'vm')).json()).toMatchObject({ status: 400, field: 'role' });
    expect((await list('user-vm', 'boss')).json()).toMatchObject({ status: 400, field: 'role' });
  });
  it('is refused at a venue where the user has no permission', async () => {
    expect((await list('user-vm', 'vm', 'venue-fi-kallio')).statusCode).toBe(403);
  });
});

describe('categories', () => {
  it('creates a category with a name, icon and colour, and refuses bad ones naming the field', async () => {
    const category = await newCategory('Terrace');
    expect(category).toMatchObject({ name: 'Terrace', icon: 'Star', color: '#336699', ownerId: 'user-vm', version: 1 });
    const bad = async (payload: Record<string, unknown>) =>
      (await server.request('user-vm', { method: 'POST', url: `${base}/Category`, payload: { venueId: VENUE, role: 'vm', name: 'X', icon: 'Star', color: '#336699', ...payload } })).json();
    expect(await bad({ name: '' })).toMatchObject({ status: 400, field: 'body.name' });
    expect(await bad({ icon: 'Skull' })).toMatchObject({ status: 400, field: 'body.icon' });
    expect(await bad({ color: 'red' })).toMatchObject({ status: 400, field: 'body.color' });
    expect(await bad({ role: 'sm' })).toMatchObject({ status: 400, field: 'body.role' });
  });
  it('renames a category with its version and refuses a stale one', async () => {
    const category = await newCategory('Temp');
    const payload = { id: category.id, version: category.version, venueId: VENUE, role: 'vm', name: 'Renamed', icon: 'Event', color: '#112233' };
    const renamed = await server.request('user-vm', { method: 'PUT', url: `${base}/Category`, payload });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', icon: 'Event', version: 2 });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/Category`, payload })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/Category`, payload: { ...payload, version: 2, role: 'svm' } })).json()).toMatchObject({ status: 400, field: 'body.role' });
  });
  it('deletes a category with its to-dos; someone else\'s category is not found', async () => {
    const category = await newCategory('Short-lived');
    await newTodo(category.id, 'One');
    await newTodo(category.id, 'Two');
    const other = (await categories('user-sm', 'sm'))[0];
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/Category/${VENUE}/vm/${other.id}` })).statusCode).toBe(404);
    const res = await server.request('user-vm', { method: 'DELETE', url: `${base}/Category/${VENUE}/vm/${category.id}` });
    expect(res.json()).toEqual({ categoryId: category.id, deletedTodos: 2 });
    expect((await categories()).some((c) => c.id === category.id)).toBe(false);
    expect((await server.db.selectFrom('personalTodos').select('id').where('categoryId', '=', category.id).execute()).length).toBe(0);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/Category/${VENUE}/vm/${category.id}` })).statusCode).toBe(404);
  });
});

describe('to-dos', () => {
  it('adds a to-do at the end of its category', async () => {
    const category = await newCategory('Adds');
    await newTodo(category.id, 'First');
    const res = await newTodo(category.id, 'Second', { note: 'A note', flagged: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Second', note: 'A note', flagged: true, completed: false, position: 1, hasDueDate: false, startDate: null });
  });
  it('names the field of bad input', async () => {
    const category = await newCategory('Bad input');
    expect((await newTodo(category.id, '')).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await newTodo(category.id, 'Due', { hasDueDate: true })).json()).toMatchObject({ status: 400, field: 'body.startDate' });
    expect((await newTodo(category.id, 'Due', { hasDueDate: true, startDate: '2026-02-30' })).json()).toMatchObject({ status: 400, field: 'body.startDate' });
    expect((await newTodo('no-such-category', 'Lost')).json()).toMatchObject({ status: 400, field: 'body.categoryId' });
    const theirs = (await categories('user-sm', 'sm'))[0];
    expect((await newTodo(theirs.id, 'Sneaky')).json()).toMatchObject({ status: 400, field: 'body.categoryId' });
  });
  it('keeps the date only with a due date', async () => {
    const category = await newCategory('Dates');
    const dated = (await newTodo(category.id, 'Dated', { hasDueDate: true, startDate: '2026-12-24' })).json();
    expect(dated).toMatchObject({ hasDueDate: true, startDate: '2026-12-24' });
    const undated = (await newTodo(category.id, 'Undated', { hasDueDate: false, startDate: '2026-12-24' })).json();
    expect(undated).toMatchObject({ hasDueDate: false, startDate: null });
  });
  it('gets one to-do by venue, role, category and id', async () => {
    const category = await newCategory('Get one');
    const todo = (await newTodo(category.id, 'Find me')).json();
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/${VENUE}/vm/${category.id}/${todo.id}` })).json()).toMatchObject({ id: todo.id, title: 'Find me' });
    expect((await server.request('user-vm', { method: 'GET', url: `${base}/${VENUE}/vm/other-category/${todo.id}` })).statusCode).toBe(404);
    expect((await server.request('user-sm', { method: 'GET', url: `${base}/${VENUE}/sm/${category.id}/${todo.id}` })).statusCode).toBe(404);
  });
  it('updates with the version, refuses a stale one, and moves to the end of another category', async () => {
    const a = await newCategory('From');
    const b = await newCategory('To');
    await newTodo(b.id, 'Already there');
    const todo = (await newTodo(a.id, 'Mover')).json();
    await newTodo(a.id, 'Stays');
    const payload = { ...todo, title: 'Moved', categoryId: b.id };
    const moved = await server.request('user-vm', { method: 'PUT', url: base, payload });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Moved', categoryId: b.id, position: 1 });
    expect(await titles(a.id)).toEqual(['Stays']);
    expect((await categories()).find((c) => c.id === a.id)!.todos[0].position).toBe(0);
    expect(await titles(b.id)).toEqual(['Already there', 'Moved']);
    expect((await server.request('user-vm', { method: 'PUT', url: base, payload })).statusCode).toBe(409);
    expect((await server.request('user-vm', { method: 'PUT', url: base, payload: { ...payload, id: 'no-such-todo' } })).statusCode).toBe(404);
  });
  it('deletes a to-do and closes the gap', async () => {
    const category = await newCategory('Deletes');
    const ids = [];
    for (const title of ['A', 'B', 'C']) ids.push((await newTodo(category.id, title)).json().id);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${VENUE}/vm/${category.id}/${ids[1]}` })).statusCode).toBe(204);
    const left = (await categories()).find((c) => c.id === category.id)!.todos;
    expect(left.map((t) => [t.title, t.position])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect((await server.request('user-vm', { method: 'DELETE', url: `${base}/${VENUE}/vm/${category.id}/${ids[1]}` })).statusCode).toBe(404);
  });
});

describe('PUT /PersonalTodos/Completed', () => {
  it('marks a to-do completed with the time, and not completed again', async () => {
    const category = await newCategory('Done');
    const todo = (await newTodo(category.id, 'Finish')).json();
    const body = { id: todo.id, venueId: VENUE, role: 'vm', categoryId: category.id };
    const done = await server.request('user-vm', { method: 'PUT', url: `${base}/Completed`, payload: { ...body, completed: true } });
    expect(done.json()).toMatchObject({ completed: true });
    expect(done.json().completedAt).toBeTruthy();
    const undone = await server.request('user-vm', { method: 'PUT', url: `${base}/Completed`, payload: { ...body, completed: false } });
    expect(undone.json()).toMatchObject({ completed: false, completedAt: null });
  });
  it('takes a boolean only, and refuses a to-do of another category', async () => {
    const category = await newCategory('Strict');
    const todo = (await newTodo(category.id, 'Strict')).json();
    const body = { id: todo.id, venueId: VENUE, role: 'vm', categoryId: category.id };
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/Completed`, payload: { ...body, completed: 1 } })).json()).toMatchObject({ status: 400, field: 'body.completed' });
    expect((await server.request('user-vm', { method: 'PUT', url: `${base}/Completed`, payload: { ...body, categoryId: 'other', completed: true } })).statusCode).toBe(404);
  });
});

describe('PUT /PersonalTodos/Order', () => {
  it('moves a to-do from oldIndex to newIndex and keeps the order', async () => {
    const category = await newCategory('Order');
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D']) ids.push((await newTodo(category.id, title)).json().id);
    const move = (id: string, oldIndex: number, newIndex: number) =>
      server.request('user-vm', { method: 'PUT', url: `${base}/Order`, payload: { id, role: 'vm', venueId: VENUE, categoryId: category.id, oldIndex, newIndex } });
    const res = await move(ids[3], 3, 0);
    expect(res.statusCode).toBe(200);
    expect(await titles(category.id)).toEqual(['D', 'A', 'B', 'C']);
    await move(ids[0], 1, 2);
    expect(await titles(category.id)).toEqual(['D', 'B', 'A', 'C']);
  });
  it('refuses a move when the order changed meanwhile (409) and indexes out of range (400)', async () => {
    const category = await newCategory('Order checks');
    const ids: string[] = [];
    for (const title of ['A', 'B']) ids.push((await newTodo(category.id, title)).json().id);
    const move = (id: string, oldIndex: number, newIndex: number) =>
      server.request('user-vm', { method: 'PUT', url: `${base}/Order`, payload: { id, role: 'vm', venueId: VENUE, categoryId: category.id, oldIndex, newIndex } });
    expect((await move(ids[0], 1, 0)).statusCode).toBe(409);
    expect((await move(ids[0], 0, 2)).json()).toMatchObject({ status: 400, field: 'body.newIndex' });
    expect((await move(ids[0], 5, 0)).json()).toMatchObject({ status: 400, field: 'body.oldIndex' });
    expect((await move(ids[0], -1, 0)).json()).toMatchObject({ status: 400, field: 'body.oldIndex' });
    expect(await titles(category.id)).toEqual(['A', 'B']);
  });
});
