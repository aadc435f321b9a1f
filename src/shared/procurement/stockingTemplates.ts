import type { StoredRecord } from '../records';

/** What the domain actions of stocking templates answer: the contract between `src/server/domain/procurement/stockingTemplates.ts` and the typed calls. */
export interface StockingTemplatesResults {
  create: StoredRecord;
  update: StoredRecord;
  apply: {
    venueId: string;
    templateId: string;
    assigned: number;
    parLevels: number;
  };
}
