import type { Records } from '../records';

/** What the domain actions of to-do categories answer: the contract between `src/server/domain/venue/personalTodoCategories.ts` and the typed calls. */
export interface PersonalTodoCategoriesResults {
  createCategory: Records['personalTodoCategories'];
  updateCategory: Records['personalTodoCategories'];
  deleteCategory: {
    categoryId: string;
    deletedTodos: number;
  };
}
