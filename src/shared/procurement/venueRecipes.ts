import type { Records } from '../records';

/** What the domain actions of venue recipes answer: the contract between `src/server/domain/procurement/venueRecipes.ts` and the typed calls. */
export interface VenueRecipesResults {
  listByVenue: (Records['venueRecipes'] & {
    costPerPortion: number;
  })[];
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
