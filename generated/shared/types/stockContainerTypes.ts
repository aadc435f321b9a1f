// Generated from schema/pos/stockContainerTypes.ts by `npm run generate`. Do not edit.
/** Stock container type: a stored record as the API returns it. */
export interface StockContainerTypeRecord {
  id: string;
  version: number;
  name: string;
  tareWeight?: number | null;
}

/** What a create or update sends. */
export type StockContainerTypeInput = Omit<StockContainerTypeRecord, 'id' | 'version'> & { id?: string; version?: number; };
