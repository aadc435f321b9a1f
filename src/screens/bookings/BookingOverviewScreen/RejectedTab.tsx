import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { useCanWrite } from '@/app/access/useCanWrite';
import { formatDateTime } from '@/shared/format';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, keys, type BookingResult, type VenueDetails } from '../../shared/BookingKit/queries';
import { Pager, usePage } from '../../shared/BookingKit/Pager';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

/** Rejected requests; reopening one takes it off this list at once and back to the queue. */
export function RejectedTab({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const rejected = useQuery({ queryKey: keys.rejected(venueId), queryFn: () => bookingsApi.rejectedRequests({}) });
  const paged = usePage(rejected.data ?? []);
  const mayReopen = useCanWrite('bookings.reopenRequest', { venueId });
  const reopen = async (r: BookingResult) => {
    try {
      await bookingsApi.reopenRequest({ id: r.booking.id });
      client.setQueryData<BookingResult[]>(keys.rejected(venueId), (list) => (list ?? []).filter((x) => x.booking.id !== r.booking.id));
      notify(text('rejected.reopened'), { type: 'success' });
      await client.invalidateQueries({ queryKey: [...keys.venue(venueId), 'requests'] });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  if (rejected.isPending) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (rejected.isError) return <Alert severity="error">{errorMessage(rejected.error)}</Alert>;
  if (!rejected.data.length) return <Typography color="text.secondary">{translate(text('rejected.empty'))}</Typography>;
  return (
    <>
    <List aria-label={translate(text('tabs.rejected'))}>
      {paged.rows.map((r) => (
        <ListItem
          key={r.booking.id}
          divider
          secondaryAction={
            mayReopen && (
              <Button onClick={() => reopen(r)} aria-label={`${translate(text('rejected.reopen'))}: ${r.bookingCustomer?.name ?? ''}`}>
                {translate(text('rejected.reopen'))}
              </Button>
            )
          }
        >
          <ListItemText
            primary={`${r.bookingCustomer?.name ?? '–'} · ${r.booking.guestCount ?? ''}`}
            secondary={[formatDateTime(r.booking.arrival, clockOf(details).timeZone), r.booking.customerMessage].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
    <Pager {...paged} />
    </>
  );
}
