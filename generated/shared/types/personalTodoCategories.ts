// Generated from schema/venue/personalTodoCategories.ts by `npm run generate`. Do not edit.
/** To-do category: a stored record as the API returns it. */
export interface PersonalTodoCategorieRecord {
  id: string;
  version: number;
  ownerId: string;
  venueId: string;
  role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test";
  name: string;
  icon: "List" | "Star" | "ShoppingCart" | "LocalBar" | "Restaurant" | "Build" | "CleaningServices" | "People" | "Event" | "Inventory" | "Campaign" | "Lightbulb";
  color: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PersonalTodoCategorieInput = Omit<PersonalTodoCategorieRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'ownerId'> & { id?: string; version?: number; };
