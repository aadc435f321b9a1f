import type { VenueRowFields } from '../records';

/** A mailbox the inbox synchronises, with its aliases. */
export interface EmailSyncAccountView extends VenueRowFields {
  syncEmail: string | null;
  status: 'Pending' | 'Synced' | 'Error' | null;
  aliases: string[] | null;
  lastSyncAt: Date | null;
}

/** What the domain actions of email sync accounts answer: the contract between `src/server/domain/crm/emailSyncAccounts.ts` and the typed calls. */
export interface EmailSyncAccountsResults {
  list: (Omit<EmailSyncAccountView, 'aliases' | 'lastSyncAt'> & { aliases: string[]; lastSyncAt: string | null; venueName: string | null })[];
  add: EmailSyncAccountView;
  addAlias: EmailSyncAccountView;
  removeAlias: EmailSyncAccountView;
}
