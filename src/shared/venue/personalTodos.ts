import type { Records } from '../records';

/** A to-do category with its to-dos. */
export type TodoCategoryWithTodos = Records['personalTodoCategories'] & { todos: Records['personalTodos'][] };

/** What the domain actions of to-dos answer: the contract between `src/server/domain/venue/personalTodos.ts` and the typed calls. */
export interface PersonalTodosResults {
  listForRole: TodoCategoryWithTodos[];
  getTodo: Records['personalTodos'];
  createTodo: Records['personalTodos'];
  updateTodo: Records['personalTodos'];
  deleteTodo: void;
  setCompleted: Records['personalTodos'];
  reorder: {
    categoryId: string;
    order: string[];
  };
}
