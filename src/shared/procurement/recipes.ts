import type { Records } from '../records';

/** What the domain actions of recipes answer: the contract between `src/server/domain/procurement/recipes.ts` and the typed calls. */
export interface RecipesResults {
  list: (Records['recipes'] & {
    costPerPortion: number;
  })[];
  get: {
    costPerPortion: number;
  };
  create: {
    costPerPortion: number;
  };
  update: {
    costPerPortion: number;
  };
}
