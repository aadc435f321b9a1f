import { useTranslate } from 'react-admin';
import { MESSENGER_HUB, useMessengerFeed } from '@/app/inbox/useInboxFeed';
import { formatDateTime } from '@/shared/format';
import { InboxFrame } from '../InboxCommon/InboxFrame';
import { useInboxFilters } from '../InboxCommon/useInboxFilters';
import { ConversationPane } from './ConversationPane';
import { text } from './texts';

/** The messenger inbox (route /crm/engage/messenger): conversations of the venues' pages, live. */
export default function MessengerInboxScreen() {
  const translate = useTranslate();
  // The venue chosen in the filters is the venue set the list is fetched and kept live for (spec 001 §4).
  const [filters] = useInboxFilters();
  const { query, live } = useMessengerFeed(filters.venue || undefined);
  return (
    <InboxFrame
      text={text}
      live={live}
      permission="vp.crm.engagemessenger.view"
      hub={MESSENGER_HUB.name}
      query={query}
      toItem={(c) => ({
        id: c.id,
        title: c.contactName ?? translate(text('unnamed')),
        preview: c.messages?.filter((m) => !m.isSystemMessage).at(-1)?.text ?? '',
        when: formatDateTime(c.lastMessageAt),
        open: Boolean(c.isOpen),
        unread: c.unreadCount ?? 0,
      })}
      pane={(c) => <ConversationPane key={c.id} conversation={c} />}
    />
  );
}
