import type {
  PersonalTodosCreateTodoInput,
  PersonalTodosDeleteTodoInput,
  PersonalTodosGetTodoInput,
  PersonalTodosListForRoleInput,
  PersonalTodosReorderInput,
  PersonalTodosSetCompletedInput,
  PersonalTodosUpdateInput,
} from '@generated/server/resources/personalTodos';
import { personalTodosResource } from '@generated/server/resources/personalTodos';
import { personalTodoCategoriesResource } from '@generated/server/resources/personalTodoCategories';
import type { PersonalTodoRecord } from '@generated/shared/types/personalTodos';
import type { PersonalTodoCategorieRecord } from '@generated/shared/types/personalTodoCategories';
import type { TodoCategoryWithTodos } from '@/shared/venue/personalTodos';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertTodoRole, ownCategory, ownTodo, type TodoRole } from './todoAccess';

/** The to-dos of a category in their order (position, then age for ties). */
async function orderedIds(ctx: RequestContext, categoryId: string): Promise<{ id: string; position: number | null }[]> {
  return ctx.db.selectFrom('personalTodos').select(['id', 'position']).where('categoryId', '=', categoryId).orderBy('position').orderBy('createdAt').orderBy('id').execute();
}

/** Writes positions 0..n-1 in the order given, touching only rows whose position changes. */
async function writeOrder(ctx: RequestContext, rows: { id: string; position: number | null }[]) {
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) await ctx.db.updateTable('personalTodos').set({ position: index }).where('id', '=', row.id).execute();
  }
}

/** A due date needs its date; without a due date the date is cleared. */
function dueDate(hasDueDate: boolean | null | undefined, startDate: string | null | undefined): { hasDueDate: boolean; startDate: string | null } {
  if (hasDueDate && !startDate) throw badRequest('body.startDate', 'is required when the to-do has a due date');
  return { hasDueDate: Boolean(hasDueDate), startDate: hasDueDate ? startDate! : null };
}

const asTodo = (record: unknown) => record as PersonalTodoRecord;

export const listForRole = defineAction(async (ctx, { params }: PersonalTodosListForRoleInput): Promise<TodoCategoryWithTodos[]> => {
  assertTodoRole(ctx, params.venueId, params.role, 'role');
  const categories = await ctx.store.list(personalTodoCategoriesResource, {
    match: { ownerId: ctx.user.userId, venueId: params.venueId, role: params.role },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const ids = categories.records.map((c) => c.id);
  const todos = ids.length ? await ctx.store.list(personalTodosResource, { filter: { categoryId: ids }, sort: { field: 'position', order: 'ASC' } }) : { records: [] };
  return categories.records.map((category) => ({
    ...(category as unknown as PersonalTodoCategorieRecord),
    todos: todos.records.filter((t) => t.categoryId === category.id).map(asTodo),
  }));
});

export const getTodo = defineAction(async (ctx, { params }: PersonalTodosGetTodoInput) => {
  assertTodoRole(ctx, params.venueId, params.role, 'role');
  return asTodo(await ownTodo(ctx, params.todoId, { venueId: params.venueId, role: params.role, categoryId: params.categoryId }));
});

export const createTodo = defineAction(async (ctx, { body }: PersonalTodosCreateTodoInput) => {
  assertTodoRole(ctx, body.venueId, body.role, 'body.role');
  await ownCategory(ctx, body.categoryId, { venueId: body.venueId, role: body.role, field: 'body.categoryId', lock: true });
  const order = await orderedIds(ctx, body.categoryId);
  await writeOrder(ctx, order);
  const created = await ctx.store.create(personalTodosResource, {
    ...body,
    ...dueDate(body.hasDueDate, body.startDate),
    ownerId: ctx.user.userId,
    completed: false,
    position: order.length,
  });
  return asTodo(created);
});

export const updateTodo = defineAction(async (ctx, { body }: PersonalTodosUpdateInput) => {
  const current = await ownTodo(ctx, body.id, {});
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'a to-do stays at its venue');
  if (body.role !== current.role) throw badRequest('body.role', 'a to-do stays in its role');
  assertTodoRole(ctx, body.venueId, body.role as TodoRole, 'body.role');
  const moving = body.categoryId !== current.categoryId;
  if (moving) {
    // Both orders change: both categories are locked, in the order of their ids so that two moves cannot deadlock.
    await ownCategory(ctx, body.categoryId, { venueId: body.venueId, role: body.role as TodoRole, field: 'body.categoryId' });
    for (const id of [body.categoryId, String(current.categoryId)].sort()) await ownCategory(ctx, id, { lock: true });
  }
  const completed = Boolean(body.completed);
  const updated = await ctx.store.update(personalTodosResource, body.id, { ...body, ...dueDate(body.hasDueDate, body.startDate), completed }, { version: body.version });
  const extra: { completedAt?: Date | null; position?: number } = {};
  if (completed !== Boolean(current.completed)) extra.completedAt = completed ? ctx.now : null;
  if (moving) {
    extra.position = (await orderedIds(ctx, body.categoryId)).length - 1;
    await writeOrder(ctx, await orderedIds(ctx, String(current.categoryId)));
  }
  if (!Object.keys(extra).length) return asTodo(updated);
  await ctx.db.updateTable('personalTodos').set(extra).where('id', '=', body.id).execute();
  return asTodo(await ctx.store.getOrThrow(personalTodosResource, body.id));
});

export const deleteTodo = defineAction(async (ctx, { params }: PersonalTodosDeleteTodoInput) => {
  assertTodoRole(ctx, params.venueId, params.role, 'role');
  await ownCategory(ctx, params.categoryId, { venueId: params.venueId, role: params.role, field: 'categoryId', lock: true });
  const todo = await ownTodo(ctx, params.todoId, { venueId: params.venueId, role: params.role, categoryId: params.categoryId });
  await ctx.store.remove(personalTodosResource, todo.id);
  await writeOrder(ctx, await orderedIds(ctx, params.categoryId));
});

/** The browser sends `completed` as true when its value is non-zero (specification section 5). */
export const setCompleted = defineAction(async (ctx, { body }: PersonalTodosSetCompletedInput) => {
  assertTodoRole(ctx, body.venueId, body.role, 'body.role');
  const todo = await ownTodo(ctx, body.id, { venueId: body.venueId, role: body.role, categoryId: body.categoryId, field: 'body.id', lock: true });
  if (Boolean(todo.completed) === body.completed) return asTodo(todo);
  return asTodo(await ctx.store.setFields(personalTodosResource, todo.id, { completed: body.completed, completedAt: body.completed ? ctx.now : null }));
});

/**
 * Moves a to-do within its category. The indexes count every to-do of the category in its order, completed ones
 * included; if the to-do is no longer at oldIndex (someone else reordered meanwhile) the move is refused with 409.
 */
export const reorder = defineAction(async (ctx, { body }: PersonalTodosReorderInput) => {
  assertTodoRole(ctx, body.venueId, body.role, 'body.role');
  await ownCategory(ctx, body.categoryId, { venueId: body.venueId, role: body.role, field: 'body.categoryId', lock: true });
  await ownTodo(ctx, body.id, { venueId: body.venueId, role: body.role, categoryId: body.categoryId, field: 'body.id' });
  const order = await orderedIds(ctx, body.categoryId);
  if (body.oldIndex >= order.length) throw badRequest('body.oldIndex', `must be at most ${order.length - 1}`);
  if (body.newIndex >= order.length) throw badRequest('body.newIndex', `must be at most ${order.length - 1}`);
  if (order[body.oldIndex].id !== body.id) throw conflict('The order of this category has changed since you loaded it. Reload and try again.');
  const [moved] = order.splice(body.oldIndex, 1);
  order.splice(body.newIndex, 0, moved);
  await writeOrder(ctx, order);
  return { categoryId: body.categoryId, order: order.map((row) => row.id) };
});
