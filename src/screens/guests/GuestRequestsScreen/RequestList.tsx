import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, IconButton, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { text } from './texts';
import type { GuestRequest } from './useGuestRequests';

const STATUS_COLOUR = { Open: 'info', InProgress: 'warning', Done: 'success', Refused: 'default' } as const;

/**
 * The requests, soonest due first. An overdue one stands out by colour, an icon and the word "Overdue", so that it
 * does not rest on colour alone.
 */
export function RequestList({ requests, onEdit }: { requests: GuestRequest[]; onEdit?: (r: GuestRequest) => void }) {
  const translate = useTranslate();
  return (
    <List aria-label={translate(text('list.caption'))}>
      {requests.map((r) => {
        const name = r.guestName ?? r.guestId;
        return (
          <ListItem
            key={r.id}
            divider
            sx={r.overdue ? { borderLeft: 4, borderColor: 'error.main', bgcolor: 'action.hover' } : { borderLeft: 4, borderColor: 'transparent' }}
            secondaryAction={
              onEdit && (
                <IconButton edge="end" aria-label={translate(text('list.edit'), { name })} onClick={() => onEdit(r)}>
                  <EditIcon />
                </IconButton>
              )
            }
          >
            <Stack spacing={0.5} sx={{ minWidth: 0, pr: onEdit ? 4 : 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={`/crm/guest/${r.guestId}?countryId=${r.country}`} aria-label={translate(text('list.openGuest'), { name })} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {name}
                </Link>
                <Chip size="small" label={translate(enumLabelKey('guestRequests.guestRequestType', r.type))} />
                <Chip size="small" color={STATUS_COLOUR[r.status]} label={translate(enumLabelKey('guestRequests.guestRequestStatus', r.status))} />
                <Typography variant="body2" color="text.secondary">
                  {translate(`countries.${r.country}`)}
                </Typography>
                {r.overdue && <Chip size="small" color="error" icon={<WarningAmberIcon />} label={translate(text('list.overdue'))} />}
              </Stack>
              <Typography variant="body2" color={r.overdue ? 'error' : 'text.secondary'}>
                {translate(text('list.received'), { date: formatDate(r.receivedOn) })} · {translate(text('list.due'), { date: formatDate(r.dueOn) })} ·{' '}
                {r.handledByName ? translate(text('list.handledBy'), { name: r.handledByName }) : translate(text('list.nobody'))}
              </Typography>
              {r.refusalReason && (
                <Box component="span" sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
                  {r.refusalReason}
                </Box>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
