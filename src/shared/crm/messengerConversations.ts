import type { ConversationView, InboxResults, MessengerConversationListItem } from './conversations';

/** A Messenger conversation with its messages. */
export type MessengerConversationView = ConversationView;

/** What the domain actions of messenger answer: the contract between `src/server/domain/crm/messengerConversations.ts` and the typed calls. */
export interface MessengerConversationsResults extends InboxResults<MessengerConversationView> {
  list: MessengerConversationListItem[];
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
}
