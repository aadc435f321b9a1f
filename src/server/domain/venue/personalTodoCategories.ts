import type {
  PersonalTodoCategoriesCreateCategoryInput,
  PersonalTodoCategoriesDeleteCategoryInput,
  PersonalTodoCategoriesUpdateInput,
} from '@generated/server/resources/personalTodoCategories';
import { personalTodoCategoriesResource } from '@generated/server/resources/personalTodoCategories';
import type { PersonalTodoCategorieRecord } from '@generated/shared/types/personalTodoCategories';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { lockKey } from '../../api/transaction';
import { assertTodoRole, ownCategory, type TodoRole } from './todoAccess';

/** A user keeps at most this many categories per venue and role. */
export const MAX_CATEGORIES = 30;

const asCategory = (record: unknown) => record as PersonalTodoCategorieRecord;

export const createCategory = defineAction(async (ctx, { body }: PersonalTodoCategoriesCreateCategoryInput) => {
  assertTodoRole(ctx, body.venueId, body.role, 'body.role');
  // Categories of one owner, venue and role are created one at a time, so the cap holds at the same moment too.
  await lockKey(ctx.db, `todo-categories:${ctx.user.userId}:${body.venueId}:${body.role}`);
  const count = await ctx.db
    .selectFrom('personalTodoCategories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ownerId', '=', ctx.user.userId)
    .where('venueId', '=', body.venueId)
    .where('role', '=', body.role)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_CATEGORIES) throw badRequest('body.name', `you already have ${MAX_CATEGORIES} categories here`);
  return asCategory(await ctx.store.create(personalTodoCategoriesResource, { ...body, ownerId: ctx.user.userId }));
});

export const updateCategory = defineAction(async (ctx, { body }: PersonalTodoCategoriesUpdateInput) => {
  const current = await ownCategory(ctx, body.id, {});
  if (body.venueId !== current.venueId) throw badRequest('body.venueId', 'a category stays at its venue');
  if (body.role !== current.role) throw badRequest('body.role', 'a category stays in its role');
  assertTodoRole(ctx, body.venueId, body.role as TodoRole, 'body.role');
  return asCategory(await ctx.store.update(personalTodoCategoriesResource, body.id, body, { version: body.version }));
});

/** Deleting a category deletes its to-dos with it, in the same transaction. */
export const deleteCategory = defineAction(async (ctx, { params }: PersonalTodoCategoriesDeleteCategoryInput) => {
  assertTodoRole(ctx, params.venueId, params.role, 'role');
  const category = await ownCategory(ctx, params.categoryId, { venueId: params.venueId, role: params.role, lock: true });
  const removed = await ctx.db.deleteFrom('personalTodos').where('categoryId', '=', category.id).executeTakeFirst();
  await ctx.store.remove(personalTodoCategoriesResource, category.id);
  return { categoryId: category.id, deletedTodos: Number(removed.numDeletedRows) };
});
