import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';
import type { Todo, TodoCategory, TodoTab } from './types';

interface ShownTodo {
  category: TodoCategory;
  todo: Todo;
}

/**
 * Export of the to-dos the tab shows (its search and the completed switch applied), category by category in the
 * screen's order. A due date is written only where the to-do has one, as the row shows it.
 */
export function TodosExport({ shown, tab }: { shown: { category: TodoCategory; todos: Todo[] }[]; tab: TodoTab }) {
  const translate = useTranslate();
  const rows: ShownTodo[] = shown.flatMap(({ category, todos }) => todos.map((todo) => ({ category, todo })));
  return (
    <XlsxExportButton<ShownTodo>
      disabled={!rows.length}
      job={() => ({
        fileName: 'todos',
        sheetName: `${translate('routes.vp/todos')} - ${translate(text(`tabs.${tab}`))}`,
        columns: [
          { header: translate('resources.personalTodos.fields.categoryId'), kind: 'text' },
          { header: translate('resources.personalTodos.fields.title'), kind: 'text' },
          { header: translate('resources.personalTodos.fields.note'), kind: 'text' },
          { header: translate('resources.personalTodos.fields.startDate'), kind: 'date' },
          { header: translate('resources.personalTodos.fields.flagged'), kind: 'boolean' },
          { header: translate('resources.personalTodos.fields.completed'), kind: 'boolean' },
        ],
        rows,
        toCells: (list) =>
          list.map(({ category, todo }) => [
            category.name,
            todo.title,
            todo.note,
            todo.hasDueDate ? todo.startDate : null,
            Boolean(todo.flagged),
            Boolean(todo.completed),
          ]),
      })}
    />
  );
}
