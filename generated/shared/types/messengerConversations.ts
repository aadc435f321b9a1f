// Generated from schema/crm/messengerConversations.ts by `npm run generate`. Do not edit.
/** Messenger conversation: a stored record as the API returns it. */
export interface MessengerConversationRecord {
  id: string;
  version: number;
  venueId: string;
  identityId?: string | null;
  psid: string;
  contactName?: string | null;
  guestId: string;
  assignee: string;
  status: string;
  isOpen: boolean;
  topics: string[];
  unreadCount: number;
  lastMessageAt: string;
  messages: Array<{ id: string; text: string; fromGuest: boolean; isSystemMessage: boolean; sentAt: string; senderName?: string | null; senderUserId?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MessengerConversationInput = Omit<MessengerConversationRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'guestId' | 'assignee' | 'status' | 'isOpen' | 'topics' | 'unreadCount' | 'lastMessageAt' | 'messages'> & { id?: string; version?: number; };
