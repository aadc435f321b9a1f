import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface InboxItem {
  id: string;
  title: string;
  preview: string;
  venue: string;
  when: string;
  open: boolean;
  unread: number;
}

interface InboxLayoutProps {
  listLabel: string;
  items: InboxItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  statusLabel: (open: boolean) => string;
  unreadLabel: (count: number) => string;
  /** Shown in the list when no conversation passes the filters. */
  emptyText: string;
  /** Back from a conversation to the list, on a phone (where only one of them shows). */
  onBack: () => void;
  backLabel: string;
  children: ReactNode;
}

/** A conversation list beside the open conversation; on a phone, the list or the chosen conversation. */
export function InboxLayout({ listLabel, items, selectedId, onSelect, statusLabel, unreadLabel, emptyText, onBack, backLabel, children }: InboxLayoutProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (narrow && selectedId) {
    return (
      // Contained inline: a long address or link in the conversation wraps or is cut, never widening the page.
      <Card sx={{ p: 2, minWidth: 0, contain: 'inline-size' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
          {backLabel}
        </Button>
        {children}
      </Card>
    );
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Card sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0, maxHeight: { md: '70vh' }, overflowY: 'auto' }}>
        {!items.length && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {emptyText}
          </Typography>
        )}
        <List dense aria-label={listLabel}>
          {items.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton selected={item.id === selectedId} aria-current={item.id === selectedId ? 'true' : undefined} onClick={() => onSelect(item.id)}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {/* Width 0 and grown: the name is cut to the row, never widening it (and with it the page on a phone). */}
                      <Typography variant="body2" component="span" sx={{ fontWeight: item.unread ? 700 : 400, flex: 1, width: 0 }} noWrap>
                        {item.title}
                      </Typography>
                      {/* A chip in the row's flow: a badge without an anchor floats out of its box and over the date. */}
                      {item.unread > 0 && <Chip component="span" size="small" color="primary" label={item.unread} aria-label={unreadLabel(item.unread)} />}
                      <Typography variant="caption" color="text.secondary" component="span" sx={{ flexShrink: 0 }}>
                        {item.when}
                      </Typography>
                    </Stack>
                  }
                  secondary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Box component="span" sx={{ flex: 1, width: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {item.venue} · {item.preview}
                      </Box>
                      <Chip component="span" size="small" variant="outlined" color={item.open ? 'success' : 'default'} label={statusLabel(item.open)} />
                    </Box>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
      {!narrow && <Card sx={{ flex: 1, minWidth: 0, p: 2 }}>{children}</Card>}
    </Stack>
  );
}
