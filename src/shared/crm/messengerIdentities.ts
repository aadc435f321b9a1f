import type { StoredRecord } from '../records';

/** What the domain actions of messenger identities answer: the contract between `src/server/domain/crm/messengerIdentities.ts` and the typed calls. */
export interface MessengerIdentitiesResults {
  list: StoredRecord[];
  add: StoredRecord;
}
