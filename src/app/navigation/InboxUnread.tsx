import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { unreadOf, useEmailFeed, useMessengerFeed } from '../inbox/useInboxFeed';

export function UnreadBadge({ count, children }: { count: number; children: ReactElement }) {
  const translate = useTranslate();
  return (
    <Badge badgeContent={count} color="primary" max={99} slotProps={{ badge: { 'aria-label': translate('app.notifications.unread', { smart_count: count }) } as object }}>
      {children}
    </Badge>
  );
}

function useMessengerUnread(): number {
  const { query } = useMessengerFeed();
  return unreadOf(query.data);
}

function useEmailUnread(): number {
  const { query } = useEmailFeed('inbox');
  return unreadOf(query.data);
}

/** The sidebar items that carry a live unread counter, by path: the two inboxes (spec 001 §4). */
export const UNREAD_COUNTS: Record<string, () => number> = {
  '/crm/engage/messenger': useMessengerUnread,
  '/crm/engage/email': useEmailUnread,
};
