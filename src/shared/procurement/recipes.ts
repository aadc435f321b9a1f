import type { Records } from '../records';

/** The cost of one portion of a recipe, in its country's or venue's currency. */
export interface RecipeCost {
  costPerPortion: number;
}

/** What reading, creating and changing a recipe answer: its cost per portion (base and venue recipes alike). */
export interface RecipeCostResults {
  get: RecipeCost;
  create: RecipeCost;
  update: RecipeCost;
}

/** What the domain actions of recipes answer: the contract between `src/server/domain/procurement/recipes.ts` and the typed calls. */
export interface RecipesResults extends RecipeCostResults {
  list: (Records['recipes'] & RecipeCost)[];
}
