// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
/** Venue recipe: a stored record as the API returns it. */
export interface VenueRecipeRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  recipeId?: string | null;
  portions?: number | null;
  lines?: { stockProductId: string; amount: number; }[] | null;
  costPerPortion: number;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueRecipeInput = Omit<VenueRecipeRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'costPerPortion'> & { id?: string; version?: number; };
