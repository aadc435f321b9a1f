// Generated from schema/crm/emailConversations.ts by `npm run generate`. Do not edit.
/** Email conversation: a stored record as the API returns it. */
export interface EmailConversationRecord {
  id: string;
  version: number;
  venueId: string;
  syncEmail: string;
  threadId: string;
  subject?: string | null;
  contactEmail?: string | null;
  contactName?: string | null;
  guestId: string;
  assignee: string;
  status: string;
  isOpen: boolean;
  topics: string[];
  mailFolder: "inbox" | "spam";
  labels: string[];
  unreadCount: number;
  lastMessageAt: string;
  messages: Array<{ id: string; from: string; to?: string[] | null; cc?: string[] | null; subject?: string | null; html: string; fromGuest: boolean; isSystemMessage: boolean; sentAt: string; senderUserId?: string | null; attachments?: { fileName: string; contentType: string; size: number; mediaId: string; }[] | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type EmailConversationInput = Omit<EmailConversationRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'guestId' | 'assignee' | 'status' | 'isOpen' | 'topics' | 'mailFolder' | 'labels' | 'unreadCount' | 'lastMessageAt' | 'messages'> & { id?: string; version?: number; };
