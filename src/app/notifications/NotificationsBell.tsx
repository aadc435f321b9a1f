import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { notificationsApi } from '@generated/client/api/notifications';
import { formatDateTime } from '@/shared/format';
import { useRefreshSession, useSession } from '../session/SessionProvider';
import { notificationTitle } from './notificationTitle';

/** The bell: unread count, the list of notifications, and marking them all read. */
export function NotificationsBell() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const { notifications } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notifications.filter((n) => !n.isRead).length;
  const panel = useRef<HTMLDivElement>(null);
  const open = (link: string) => {
    setAnchor(null);
    navigate(link);
  };
  const markAll = useMutation({
    mutationFn: () => notificationsApi.markAllAsRead({}),
    onSuccess: async () => {
      await refresh('notifications');
      // The button that had focus is now disabled: keep focus in the panel so that Esc still closes it.
      panel.current?.focus();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Tooltip title={translate('app.notifications.open')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={`${translate('app.notifications.title')}: ${translate('app.notifications.unread', { smart_count: unread })}`}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box ref={panel} tabIndex={-1} sx={{ width: 360, maxWidth: '90vw', outline: 'none' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography variant="subtitle1">{translate('app.notifications.title')}</Typography>
            <Button size="small" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
              {translate('app.notifications.markAllRead')}
            </Button>
          </Box>
          <Divider />
          {notifications.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.notifications.empty')}
            </Typography>
          ) : (
            <List dense sx={{ maxHeight: 420, overflow: 'auto' }} aria-label={translate('app.notifications.title')}>
              {notifications.map((n) => {
                const text = (
                  <ListItemText
                    primary={notificationTitle(n, translate)}
                    secondary={
                      <>
                        {n.message}
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {formatDateTime(n.createdAt)}
                        </Typography>
                      </>
                    }
                    sx={{ '& .MuiListItemText-primary': { fontWeight: n.isRead ? 400 : 600 } }}
                  />
                );
                const sx = { alignItems: 'flex-start', bgcolor: n.isRead ? undefined : 'action.hover' };
                // Only a notification that leads somewhere is a button.
                return n.link ? (
                  <ListItemButton key={n.id} sx={sx} onClick={() => open(n.link!)}>
                    {text}
                  </ListItemButton>
                ) : (
                  <ListItem key={n.id} sx={sx}>
                    {text}
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
