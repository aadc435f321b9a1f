// Generated from schema/venue/personalTodos.ts by `npm run generate`. Do not edit.
/** To-do: a stored record as the API returns it. */
export interface PersonalTodoRecord {
  id: string;
  version: number;
  ownerId: string;
  venueId: string;
  categoryId: string;
  role: "sm" | "vm" | "avm" | "svm" | "vm-test" | "sm-test";
  title: string;
  note?: string | null;
  flagged?: boolean | null;
  hasDueDate?: boolean | null;
  startDate?: string | null;
  completed?: boolean | null;
  completedAt: string;
  meetingInstanceId: string;
  position: number;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type PersonalTodoInput = Omit<PersonalTodoRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'ownerId' | 'completedAt' | 'meetingInstanceId' | 'position'> & { id?: string; version?: number; };
