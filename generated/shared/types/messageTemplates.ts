// Generated from schema/crm/messageTemplates.ts by `npm run generate`. Do not edit.
/** Message template: a stored record as the API returns it. */
export interface MessageTemplateRecord {
  id: string;
  version: number;
  venueId: string;
  name: string;
  enabled?: boolean | null;
  template: { templateType: "Html" | "Plain"; subject?: string | null; body: string; };
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MessageTemplateInput = Omit<MessageTemplateRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
