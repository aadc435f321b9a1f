import { personalTodoCategoriesResource } from '@generated/server/resources/personalTodoCategories';
import { personalTodosResource } from '@generated/server/resources/personalTodos';
import { venueTasksResource } from '@generated/server/resources/venueTasks';
import { hasRole, type RoleInstance } from '@/shared/permissions';
import type { RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { lockKey } from '../../api/transaction';
import { TODO_ROLES, type TodoRole } from './todoRoles';

/** An action item agreed in a meeting: a venue task, or a personal to-do of the attendee it names. */
export interface ActionItem {
  title: string;
  kind: 'task' | 'todo';
  assigneeId?: string | null;
  dueDate: string;
  createdId?: string | null;
}

/** The category an attendee's to-dos from meetings go into; made on first use. */
const MEETINGS_CATEGORY = { name: 'Meetings', icon: 'People', color: '#1565c0' } as const;

/** The first role with to-dos the user holds at the venue now, or null. */
async function todoRoleAt(ctx: RequestContext, userId: string, venueId: string): Promise<TodoRole | null> {
  const instances = (await ctx.db
    .selectFrom('roleInstances')
    .select(['roleId', 'venueId', 'isDeactivated', 'validFromDate', 'validToDate'])
    .where('userId', '=', userId)
    .where('roleId', 'in', [...TODO_ROLES])
    .execute()) as unknown as RoleInstance[];
  return TODO_ROLES.find((role) => hasRole(instances, role, venueId, ctx.now)) ?? null;
}

/**
 * Cleans the action items of a meeting and checks each: a to-do names an attendee who keeps to-dos at the venue.
 * Nothing is created yet (that happens when the meeting ends), so `createdId` is always empty here.
 */
export async function checkActionItems(ctx: RequestContext, venueId: string, items: ActionItem[] | null | undefined, field: string): Promise<ActionItem[]> {
  const out: ActionItem[] = [];
  for (const [i, item] of (items ?? []).entries()) {
    const title = item.title.trim();
    if (!title) throw badRequest(`${field}.${i}.title`, 'is required');
    if (item.kind === 'todo') {
      if (!item.assigneeId) throw badRequest(`${field}.${i}.assigneeId`, 'a to-do needs the attendee it is for');
      if (!(await todoRoleAt(ctx, item.assigneeId, venueId))) throw badRequest(`${field}.${i}.assigneeId`, 'this person keeps no to-dos at the venue (no role sm, vm, avm or svm there)');
    }
    out.push({ title, kind: item.kind, assigneeId: item.kind === 'todo' ? item.assigneeId : null, dueDate: item.dueDate, createdId: null });
  }
  return out;
}

/** The attendee's "Meetings" category at the venue in the role, made if missing; categories of one owner are made one at a time. */
async function meetingsCategory(ctx: RequestContext, ownerId: string, venueId: string, role: TodoRole): Promise<string> {
  await lockKey(ctx.db, `todo-categories:${ownerId}:${venueId}:${role}`);
  const existing = await ctx.db
    .selectFrom('personalTodoCategories')
    .select('id')
    .where('ownerId', '=', ownerId)
    .where('venueId', '=', venueId)
    .where('role', '=', role)
    .where('name', '=', MEETINGS_CATEGORY.name)
    .orderBy('createdAt')
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await ctx.store.create(personalTodoCategoriesResource, { ...MEETINGS_CATEGORY, ownerId, venueId, role });
  return created.id;
}

async function createTodo(ctx: RequestContext, item: ActionItem, venueId: string, meetingInstanceId: string, note: string, index: number): Promise<string> {
  const ownerId = item.assigneeId!;
  const role = await todoRoleAt(ctx, ownerId, venueId);
  if (!role) throw badRequest(`body.actionItems.${index}.assigneeId`, 'this person no longer keeps to-dos at the venue; change the action item before ending');
  const categoryId = await meetingsCategory(ctx, ownerId, venueId, role);
  await ctx.store.lock(personalTodoCategoriesResource, categoryId);
  const { count } = await ctx.db.selectFrom('personalTodos').select((eb) => eb.fn.countAll<number>().as('count')).where('categoryId', '=', categoryId).executeTakeFirstOrThrow();
  const todo = await ctx.store.create(personalTodosResource, {
    ownerId,
    venueId,
    categoryId,
    role,
    title: item.title,
    note,
    flagged: false,
    hasDueDate: true,
    startDate: item.dueDate,
    completed: false,
    position: Number(count),
    meetingInstanceId,
  });
  return todo.id;
}

/**
 * Turns a meeting's action items into venue tasks and personal to-dos that link back to it. Runs inside the
 * transaction that ends the meeting: a failure leaves the meeting started and nothing created.
 */
export async function createActionItems(ctx: RequestContext, meeting: { id: string; venueId: string; title: string }, items: ActionItem[]): Promise<ActionItem[]> {
  const note = `From the meeting "${meeting.title}"`;
  const out: ActionItem[] = [];
  for (const [index, item] of items.entries()) {
    if (item.kind === 'todo') {
      out.push({ ...item, createdId: await createTodo(ctx, item, meeting.venueId, meeting.id, note, index) });
    } else {
      const task = await ctx.store.create(venueTasksResource, { venueId: meeting.venueId, title: item.title, description: note, roleTypeId: '', repeat: 'none', date: item.dueDate, meetingInstanceId: meeting.id });
      out.push({ ...item, createdId: task.id });
    }
  }
  return out;
}
