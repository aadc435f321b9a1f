// Generated from schema/crm/handlebars.ts by `npm run generate`. Do not edit.
/** Placeholder: a stored record as the API returns it. */
export interface HandlebarRecord {
  id: string;
  version: number;
}

/** What a create or update sends. */
export type HandlebarInput = Omit<HandlebarRecord, 'id' | 'version'> & { id?: string; version?: number; };
