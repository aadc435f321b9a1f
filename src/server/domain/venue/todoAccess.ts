import { hasRole } from '@/shared/permissions';
import type { StoredRecord } from '@/shared/records';
import type { RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { personalTodosResource } from '@generated/server/resources/personalTodos';
import type { TodoRole } from './todoRoles';

export { TODO_ROLES, type TodoRole } from './todoRoles';

/** To-dos are kept per role the user holds at the venue now; asking for another role is bad input. */
export function assertTodoRole(ctx: RequestContext, venueId: string, role: TodoRole, field: string) {
  if (!hasRole(ctx.user.roles, role, venueId, ctx.now)) throw badRequest(field, `you do not hold the role ${role} at this venue`);
}

interface Where {
  venueId?: string;
  role?: TodoRole;
  categoryId?: string;
  /** The field named when the id is unknown: a 400 for body ids, a 404 otherwise. */
  field?: string;
  /** Locks the row (the category, or the to-do) until the request ends, so that concurrent changes of it run one after the other. */
  lock?: boolean;
}

/** One of the caller's categories, at the venue and in the role given; someone else's is "not found". */
export async function ownCategory(ctx: RequestContext, id: string, where: Where): Promise<{ id: string; venueId: string | null; role: string | null }> {
  let query = ctx.db.selectFrom('personalTodoCategories').select(['id', 'venueId', 'role']).where('id', '=', id).where('ownerId', '=', ctx.user.userId);
  if (where.venueId) query = query.where('venueId', '=', where.venueId);
  if (where.role) query = query.where('role', '=', where.role);
  const category = await (where.lock ? query.forUpdate() : query).executeTakeFirst();
  if (!category) {
    if (where.field?.startsWith('body.')) throw badRequest(where.field, `no to-do category ${id} of yours here`);
    throw notFound(`To-do category ${id}`);
  }
  return category;
}

/** One of the caller's to-dos, matching the venue, role and category given. */
export async function ownTodo(ctx: RequestContext, id: string, where: Where): Promise<StoredRecord> {
  const todo = where.lock ? await ctx.store.getForUpdate(personalTodosResource, id) : await ctx.store.get(personalTodosResource, id);
  const matches =
    todo &&
    todo.ownerId === ctx.user.userId &&
    (!where.venueId || todo.venueId === where.venueId) &&
    (!where.role || todo.role === where.role) &&
    (!where.categoryId || todo.categoryId === where.categoryId);
  if (!matches) throw notFound(`To-do ${id}`);
  return todo;
}
