/** An email conversation with its messages. */
export type EmailConversationView = {
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

/** What the domain actions of email answer: the contract between `src/server/domain/crm/emailConversations.ts` and the typed calls. */
export interface EmailConversationsResults {
  list: {
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
    }[] | null;
  }[];
  /** Who may be assigned a conversation at the venue, by name. */
  assignees: { id: string; name: string }[];
  negotiate: {
    url: string;
    hub: string;
  };
  /** The addresses a reply may be sent from (the mailbox first, then its aliases) and the venue's signature. */
  replyOptions: { from: string[]; signature: string | null };
  reply: {
    conversationId: string;
    message: {
      id: string;
      from: string;
      to: string[];
      cc: string[];
      subject: string | null;
      html: string;
      fromGuest: boolean;
      isSystemMessage: boolean;
      sentAt: string;
      senderUserId: string;
      attachments: never[];
    };
  };
  setAssignee: EmailConversationView;
  setStatus: EmailConversationView;
  setTopic: EmailConversationView;
  attachGuest: EmailConversationView;
  detachGuest: EmailConversationView;
}
