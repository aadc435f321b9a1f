import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { unreadOf, useEmailFeed, useMessengerFeed } from '../inbox/useInboxFeed';

function UnreadBadge({ count, children }: { count: number; children: ReactElement }) {
  const translate = useTranslate();
  return (
    <Badge badgeContent={count} color="primary" max={99} slotProps={{ badge: { 'aria-label': translate('app.notifications.unread', { smart_count: count }) } as object }}>
      {children}
    </Badge>
  );
}

function MessengerUnread({ children }: { children: ReactElement }) {
  const { query } = useMessengerFeed();
  return <UnreadBadge count={unreadOf(query.data)}>{children}</UnreadBadge>;
}

function EmailUnread({ children }: { children: ReactElement }) {
  const { query } = useEmailFeed('inbox');
  return <UnreadBadge count={unreadOf(query.data)}>{children}</UnreadBadge>;
}

/** The sidebar items that carry a live unread counter: the two inboxes (spec 001 §4). */
export const UNREAD_ICONS: Record<string, (props: { children: ReactElement }) => ReactElement> = {
  '/crm/engage/messenger': MessengerUnread,
  '/crm/engage/email': EmailUnread,
};
