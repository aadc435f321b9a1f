import type { StoredRecord } from '../records';

/** What the domain actions of message templates answer: the contract between `src/server/domain/crm/messageTemplates.ts` and the typed calls. */
export interface MessageTemplatesResults {
  create: StoredRecord;
  update: StoredRecord;
}
