import type { StoredRecord } from '../records';

/** What the domain actions of stock settings answer: the contract between `src/server/domain/procurement/stockSettings.ts` and the typed calls. */
export interface StockSettingsResults {
  get: StoredRecord | {
    countIntervalDays: number;
    varianceTolerancePercentage: number;
    purchaseOrderPrefix: string;
    defaultLeadTimeDays: number;
    id: null;
    version: number;
    country: 'dk' | 'no' | 'fi' | 'uk';
  };
  update: StoredRecord;
}
