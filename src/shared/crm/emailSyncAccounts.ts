/** A mailbox the inbox synchronises, with its aliases. */
export type EmailSyncAccountView = {
  id: string;
  venueId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  updatedBy: string | null;
  syncEmail: string | null;
  status: 'Pending' | 'Synced' | 'Error' | null;
  aliases: string[] | null;
  lastSyncAt: Date | null;
};

/** What the domain actions of email sync accounts answer: the contract between `src/server/domain/crm/emailSyncAccounts.ts` and the typed calls. */
export interface EmailSyncAccountsResults {
  list: {
    aliases: string[];
    lastSyncAt: string | null;
    id: string;
    venueId: string | null;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    createdBy: string | null;
    updatedBy: string | null;
    syncEmail: string | null;
    status: 'Pending' | 'Synced' | 'Error' | null;
    venueName: string | null;
  }[];
  add: EmailSyncAccountView;
  addAlias: EmailSyncAccountView;
  removeAlias: EmailSyncAccountView;
}
