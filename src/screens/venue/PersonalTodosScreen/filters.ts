import type { Todo, TodoCategory, TodoTab } from './types';

/** A to-do matches a search when its title or its note starts with the lowercase query (specification section 5). */
export function matchesSearch(todo: Pick<Todo, 'title' | 'note'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return todo.title.toLowerCase().startsWith(q) || (todo.note ?? '').toLowerCase().startsWith(q);
}

/**
 * Flagged: flagged to-dos. Today: due today, and overdue ones not yet completed. Scheduled: every to-do with a due
 * date. All: everything.
 */
export function inTab(todo: Todo, tab: TodoTab, today: string): boolean {
  switch (tab) {
    case 'flagged':
      return Boolean(todo.flagged);
    case 'today':
      return Boolean(todo.hasDueDate && todo.startDate && (todo.startDate === today || (todo.startDate < today && !todo.completed)));
    case 'scheduled':
      return Boolean(todo.hasDueDate && todo.startDate);
    case 'all':
      return true;
  }
}

export interface ViewOptions {
  tab: TodoTab;
  search: string;
  showCompleted: boolean;
  today: string;
}

export function isVisible(todo: Todo, options: ViewOptions): boolean {
  return (options.showCompleted || !todo.completed) && inTab(todo, options.tab, options.today) && matchesSearch(todo, options.search);
}

/** The categories with their visible to-dos; outside "All" and while searching, categories without any are left out. */
export function visibleCategories(categories: TodoCategory[], options: ViewOptions): { category: TodoCategory; todos: Todo[] }[] {
  const filtering = options.tab !== 'all' || options.search.trim() !== '';
  return categories.map((category) => ({ category, todos: category.todos.filter((t) => isVisible(t, options)) })).filter((c) => !filtering || c.todos.length > 0);
}

/** How many to-dos each tab holds with the completed filter applied (the badges of the tabs). */
export function tabCounts(categories: TodoCategory[], options: Omit<ViewOptions, 'tab'>): Record<TodoTab, number> {
  const todos = categories.flatMap((c) => c.todos);
  const count = (tab: TodoTab) => todos.filter((t) => isVisible(t, { ...options, tab })).length;
  return { flagged: count('flagged'), today: count('today'), scheduled: count('scheduled'), all: count('all') };
}

/**
 * A move within the shown to-dos, as indexes in the whole category (what PUT /PersonalTodos/Order takes): the
 * to-do goes to where the one it was dropped on is, whatever is hidden between them.
 */
export function orderMove(category: TodoCategory, todoId: string, overId: string): { oldIndex: number; newIndex: number } | null {
  const oldIndex = category.todos.findIndex((t) => t.id === todoId);
  const newIndex = category.todos.findIndex((t) => t.id === overId);
  if (oldIndex < 0 || newIndex < 0 || oldIndex === newIndex) return null;
  return { oldIndex, newIndex };
}

/** The category with one to-do moved from oldIndex to newIndex (what the server will answer), for an immediate update. */
export function moved(category: TodoCategory, oldIndex: number, newIndex: number): TodoCategory {
  const todos = [...category.todos];
  const [todo] = todos.splice(oldIndex, 1);
  todos.splice(newIndex, 0, todo);
  return { ...category, todos: todos.map((t, i) => ({ ...t, position: i })) };
}

/** The completed flag is sent as true when the value is non-zero (specification section 5). */
export const completedFlag = (value: number | boolean): boolean => (typeof value === 'number' ? value !== 0 : value);
