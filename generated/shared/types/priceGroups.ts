// Generated from schema/pos/priceGroups.ts by `npm run generate`. Do not edit.
/** Price group: a stored record as the API returns it. */
export interface PriceGroupRecord {
  id: string;
  version: number;
  name: string;
  isDefault?: boolean | null;
}

/** What a create or update sends. */
export type PriceGroupInput = Omit<PriceGroupRecord, 'id' | 'version'> & { id?: string; version?: number; };
