import type { VenueRowFields } from '../records';

/** A message of an email conversation. */
export interface EmailMessage {
  id: string;
  from: string;
  to?: string[] | null;
  cc?: string[] | null;
  subject?: string | null;
  html: string;
  fromGuest: boolean;
  isSystemMessage: boolean;
  sentAt: string;
  senderUserId?: string | null;
  attachments?: {
    fileName: string;
    contentType: string;
    size: number;
    mediaId: string;
  }[] | null;
}

/** A message of a Messenger conversation. */
export interface MessengerMessage {
  id: string;
  text: string;
  fromGuest: boolean;
  isSystemMessage: boolean;
  sentAt: string;
  senderName?: string | null;
  senderUserId?: string | null;
}

/** What a conversation of either inbox has: both inboxes keep theirs in one table. */
interface ConversationFields extends VenueRowFields {
  contactName: string | null;
  guestId: string | null;
  assignee: string | null;
  status: string | null;
  isOpen: boolean | null;
  topics: string[] | null;
  unreadCount: number | null;
  lastMessageAt: Date | null;
}

/** What only an email conversation fills in. */
interface EmailFields {
  contactEmail: string | null;
  syncEmail: string | null;
  threadId: string | null;
  subject: string | null;
  mailFolder: 'inbox' | 'spam' | null;
  labels: string[] | null;
}

/** What only a Messenger conversation fills in. */
interface MessengerFields {
  identityId: string | null;
  psid: string | null;
}

/** A conversation with its messages, as a change to it answers (the row of either inbox). */
export type ConversationView = ConversationFields & EmailFields & MessengerFields & { messages: EmailMessage[] | MessengerMessage[] | null };

/** An email conversation as the inbox lists it. */
export type EmailConversationListItem = ConversationFields & EmailFields & { messages: EmailMessage[] | null };

/** A Messenger conversation as the inbox lists it. */
export type MessengerConversationListItem = ConversationFields & MessengerFields & { messages: MessengerMessage[] | null };

/** What both inboxes answer alike. */
export interface InboxResults<View> {
  setAssignee: View;
  setStatus: View;
  setTopic: View;
  attachGuest: View;
  detachGuest: View;
  /** Who may be assigned a conversation at the venue, by name. */
  assignees: { id: string; name: string }[];
  negotiate: {
    url: string;
    hub: string;
  };
}
