// Generated from schema/crm/emailSyncAccounts.ts by `npm run generate`. Do not edit.
/** Email sync account: a stored record as the API returns it. */
export interface EmailSyncAccountRecord {
  id: string;
  venueId: string;
  syncEmail: string;
  aliases: string[];
  status: "Pending" | "Synced" | "Error";
  lastSyncAt: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EmailSyncAccountInput = Omit<EmailSyncAccountRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'aliases' | 'status' | 'lastSyncAt'> & { id?: string; };
