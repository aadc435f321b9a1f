// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
/** Recipe: a stored record as the API returns it. */
export interface RecipeRecord {
  id: string;
  version: number;
  name: string;
  description?: string | null;
  portions?: number | null;
  lines?: { stockProductId: string; amount: number; }[] | null;
  costPerPortion: number;
  country: "dk" | "no" | "fi" | "uk";
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type RecipeInput = Omit<RecipeRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'costPerPortion'> & { id?: string; version?: number; };
