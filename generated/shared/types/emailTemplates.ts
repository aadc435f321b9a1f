// Generated from schema/crm/emailTemplates.ts by `npm run generate`. Do not edit.
/** Email template: a stored record as the API returns it. */
export interface EmailTemplateRecord {
  id: string;
  version: number;
  name: string;
  type: "Campaign" | "Automation";
  enabled?: boolean | null;
  description?: string | null;
  subject?: string | null;
  html?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EmailTemplateInput = Omit<EmailTemplateRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
