import type { Records } from '../records';
import type { RecipeCost, RecipeCostResults } from './recipes';

/** What the domain actions of venue recipes answer: the contract between `src/server/domain/procurement/venueRecipes.ts` and the typed calls. */
export interface VenueRecipesResults extends RecipeCostResults {
  listByVenue: (Records['venueRecipes'] & RecipeCost)[];
  listByCountry: {
    venueName: string;
    currency: string;
    baseRecipeName: string | null;
    baseCostPerPortion: number | null;
    id: string;
    version: number;
    venueId: string;
    name: string;
    recipeId?: string | null;
    portions?: number | null;
    lines?: {
      stockProductId: string;
      amount: number;
    }[] | null;
    costPerPortion: number;
    isActive?: boolean | null;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  }[];
}
