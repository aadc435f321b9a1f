/** A Messenger conversation with its messages. */
export type MessengerConversationView = {
  id: string;
  venueId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  updatedBy: string | null;
  contactEmail: string | null;
  syncEmail: string | null;
  threadId: string | null;
  subject: string | null;
  contactName: string | null;
  guestId: string | null;
  assignee: string | null;
  status: string | null;
  isOpen: boolean | null;
  topics: string[] | null;
  mailFolder: 'inbox' | 'spam' | null;
  labels: string[] | null;
  unreadCount: number | null;
  lastMessageAt: Date | null;
  messages: {
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
  }[] | {
    id: string;
    text: string;
    fromGuest: boolean;
    isSystemMessage: boolean;
    sentAt: string;
    senderName?: string | null;
    senderUserId?: string | null;
  }[] | null;
  identityId: string | null;
  psid: string | null;
};

/** What the domain actions of messenger answer: the contract between `src/server/domain/crm/messengerConversations.ts` and the typed calls. */
export interface MessengerConversationsResults {
  list: {
    id: string;
    venueId: string | null;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    createdBy: string | null;
    updatedBy: string | null;
    contactName: string | null;
    guestId: string | null;
    assignee: string | null;
    status: string | null;
    isOpen: boolean | null;
    topics: string[] | null;
    unreadCount: number | null;
    lastMessageAt: Date | null;
    messages: {
      id: string;
      text: string;
      fromGuest: boolean;
      isSystemMessage: boolean;
      sentAt: string;
      senderName?: string | null;
      senderUserId?: string | null;
    }[] | null;
    identityId: string | null;
    psid: string | null;
  }[];
  send: {
    conversationId: string;
    message: {
      id: `${string}-${string}-${string}-${string}-${string}`;
      text: string;
      fromGuest: boolean;
      isSystemMessage: boolean;
      sentAt: string;
      senderName: string;
      senderUserId: string;
    };
  };
  setAssignee: MessengerConversationView;
  setStatus: MessengerConversationView;
  setTopic: MessengerConversationView;
  attachGuest: MessengerConversationView;
  detachGuest: MessengerConversationView;
  /** Who may be assigned a conversation at the venue, by name. */
  assignees: { id: string; name: string }[];
  negotiate: {
    url: string;
    hub: string;
  };
}
