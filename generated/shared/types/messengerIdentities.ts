// Generated from schema/crm/messengerIdentities.ts by `npm run generate`. Do not edit.
/** Messenger identity: a stored record as the API returns it. */
export interface MessengerIdentitieRecord {
  id: string;
  venueId: string;
  platform: "Facebook" | "Instagram";
  pageId: string;
  pageName: string;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MessengerIdentitieInput = Omit<MessengerIdentitieRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
