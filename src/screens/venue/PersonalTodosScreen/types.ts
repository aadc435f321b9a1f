import type { personalTodosApi } from '@generated/client/api/personalTodos';

export type TodoCategory = Awaited<ReturnType<typeof personalTodosApi.listForRole>>[number];
export type Todo = TodoCategory['todos'][number];
export type TodoRole = Todo['role'];
export type CategoryIconName = TodoCategory['icon'];

/** The filter tabs of the screen. */
export type TodoTab = 'flagged' | 'today' | 'scheduled' | 'all';
export const TABS: TodoTab[] = ['flagged', 'today', 'scheduled', 'all'];

/** The roles personal to-dos are kept for, in the order the specification gives. */
export const TODO_ROLES: TodoRole[] = ['sm', 'vm', 'avm', 'svm', 'vm-test', 'sm-test'];
