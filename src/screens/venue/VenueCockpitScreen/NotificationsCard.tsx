import NotificationsIcon from '@mui/icons-material/Notifications';
import { Chip, Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { notificationTitle } from '@/app/notifications/notificationTitle';
import { formatDateTime } from '@/shared/format';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** The user's latest unread notifications, each opening what it is about. */
export function NotificationsCard({ notifications }: { notifications: CockpitPart<'notifications'> }) {
  const translate = useTranslate();
  return (
    <CockpitCard
      title="notifications.title"
      icon={<NotificationsIcon />}
      aside={<Chip size="small" color={notifications.unread ? 'primary' : 'default'} label={translate(text('notifications.count'), { smart_count: notifications.unread })} />}
    >
      {notifications.latest.length ? (
        <List dense disablePadding>
          {notifications.latest.map((n) => (
            <ListItem key={n.id} disableGutters>
              <ListItemText
                primary={
                  n.link?.startsWith('/') ? (
                    <MuiLink component={Link} to={n.link}>
                      {notificationTitle(n, translate)}
                    </MuiLink>
                  ) : (
                    notificationTitle(n, translate)
                  )
                }
                secondary={formatDateTime(n.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{translate(text('notifications.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
