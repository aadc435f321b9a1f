import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { personalTodoCategoriesApi } from '@generated/client/api/personalTodoCategories';
import { personalTodosApi } from '@generated/client/api/personalTodos';
import { completedFlag, moved } from './filters';
import { text, type TextKey } from './texts';
import type { CategoryIconName, Todo, TodoCategory, TodoRole } from './types';

export const todosKey = (venueId: string, role: TodoRole) => ['personalTodos', venueId, role] as const;

export interface CategoryValues {
  name: string;
  icon: CategoryIconName;
  color: string;
}

export interface TodoValues {
  title: string;
  note: string | null;
  flagged: boolean;
  hasDueDate: boolean;
  startDate: string | null;
  categoryId: string;
}

/** The to-dos of one role at the venue, and every change to them. Quick changes (done, flag, order) show at once. */
export function useTodos(venueId: string, role: TodoRole) {
  const client = useQueryClient();
  const notify = useNotify();
  const key = todosKey(venueId, role);
  const query = useQuery({ queryKey: key, queryFn: () => personalTodosApi.listForRole({ venueId, role }) });
  const reload = () => client.invalidateQueries({ queryKey: key });

  /** Changes the cached categories now; on failure puts them back, says why and reloads (a 409 means the list moved on). */
  const optimistic = async (change: (categories: TodoCategory[]) => TodoCategory[]) => {
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<TodoCategory[]>(key);
    if (before) client.setQueryData<TodoCategory[]>(key, change(before));
    return before;
  };
  const failed = (before: TodoCategory[] | undefined) => (error: unknown) => {
    if (before) client.setQueryData(key, before);
    notify((error as Error).message, { type: 'error' });
    return reload();
  };
  const replaceTodo = (todo: Todo) => (categories: TodoCategory[]) => categories.map((c) => ({ ...c, todos: c.todos.map((t) => (t.id === todo.id ? todo : t)) }));

  const run = async <T>(call: () => Promise<T>, done?: TextKey) => {
    const result = await call();
    if (done) notify(text(done), { type: 'success' });
    await reload();
    return result;
  };

  return {
    query,
    createCategory: (values: CategoryValues) => run(() => personalTodoCategoriesApi.createCategory({ body: { venueId, role, ...values } }), 'done.categoryCreated'),
    updateCategory: (category: TodoCategory, values: CategoryValues) =>
      run(() => personalTodoCategoriesApi.update({ body: { id: category.id, version: category.version, venueId, role, ...values } }), 'done.categorySaved'),
    deleteCategory: (category: TodoCategory) => run(() => personalTodoCategoriesApi.deleteCategory({ venueId, role, categoryId: category.id }), 'done.categoryDeleted'),
    createTodo: (categoryId: string, title: string) => run(() => personalTodosApi.createTodo({ body: { venueId, role, categoryId, title } })),
    updateTodo: (todo: Todo, values: TodoValues) =>
      run(() => personalTodosApi.update({ body: { id: todo.id, version: todo.version, venueId, role, completed: todo.completed, ...values } }), 'done.todoSaved').catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 409) void reload();
        throw error;
      }),
    deleteTodo: (todo: Todo) => run(() => personalTodosApi.deleteTodo({ venueId, role, categoryId: todo.categoryId, todoId: todo.id }), 'done.todoDeleted'),
    setCompleted: async (todo: Todo, value: number | boolean) => {
      const completed = completedFlag(value);
      const before = await optimistic(replaceTodo({ ...todo, completed }));
      try {
        const saved = await personalTodosApi.setCompleted({ body: { id: todo.id, venueId, role, categoryId: todo.categoryId, completed } });
        client.setQueryData<TodoCategory[]>(key, (c) => c && replaceTodo(saved as Todo)(c));
      } catch (error) {
        await failed(before)(error);
      }
    },
    toggleFlag: async (todo: Todo) => {
      const before = await optimistic(replaceTodo({ ...todo, flagged: !todo.flagged }));
      try {
        const saved = await personalTodosApi.update({
          body: { id: todo.id, version: todo.version, venueId, role, categoryId: todo.categoryId, title: todo.title, note: todo.note, flagged: !todo.flagged, hasDueDate: todo.hasDueDate, startDate: todo.startDate, completed: todo.completed },
        });
        client.setQueryData<TodoCategory[]>(key, (c) => c && replaceTodo(saved as Todo)(c));
      } catch (error) {
        await failed(before)(error);
      }
    },
    reorder: async (category: TodoCategory, todo: Todo, oldIndex: number, newIndex: number) => {
      const before = await optimistic((categories) => categories.map((c) => (c.id === category.id ? moved(c, oldIndex, newIndex) : c)));
      try {
        await personalTodosApi.reorder({ body: { id: todo.id, venueId, role, categoryId: category.id, oldIndex, newIndex } });
      } catch (error) {
        await failed(before)(error);
      }
    },
  };
}

export type TodoActions = ReturnType<typeof useTodos>;
