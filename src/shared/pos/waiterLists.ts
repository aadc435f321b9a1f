import type { StoredRecord } from '../records';

/** What the domain actions of waiter lists answer: the contract between `src/server/domain/pos/waiterLists.ts` and the typed calls. */
export interface WaiterListsResults {
  getDay: StoredRecord | {
    id: null;
    version: number;
    venueId: string;
    date: string;
    waiters: never[];
  };
  saveDay: StoredRecord;
}
