// Generated from schema/pos/waiterLists.ts by `npm run generate`. Do not edit.
/** Waiter list: a stored record as the API returns it. */
export interface WaiterListRecord {
  id: string;
  version: number;
  venueId: string;
  date: string;
  waiters?: Array<{ userId?: string | null; name: string; role: "waiter" | "bartender" | "runner" | "manager"; startTime: string; endTime: string; terminalIds?: string[] | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type WaiterListInput = Omit<WaiterListRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
