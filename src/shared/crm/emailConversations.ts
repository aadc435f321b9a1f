import type { ConversationView, EmailConversationListItem, InboxResults } from './conversations';

/** An email conversation with its messages. */
export type EmailConversationView = ConversationView;

/** What the domain actions of email answer: the contract between `src/server/domain/crm/emailConversations.ts` and the typed calls. */
export interface EmailConversationsResults extends InboxResults<EmailConversationView> {
  list: EmailConversationListItem[];
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
}
