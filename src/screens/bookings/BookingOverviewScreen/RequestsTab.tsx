import { Alert, Button, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { useCanWrite } from '@/app/access/useCanWrite';
import { getRequestContext } from '@/data/requestContext';
import { BookingState } from '@/shared/bookings/states';
import { formatDateTime } from '@/shared/format';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, keys, useBookingTags, usePeople, type BookingResult, type VenueDetails } from '../../shared/BookingKit/queries';
import { TagChips } from '../../shared/BookingKit/TagPicker';
import { Pager, usePage } from '../../shared/BookingKit/Pager';
import { kit } from '../../shared/BookingKit/texts';
import { BookingForm } from '../BookingsScreen/BookingForm';
import { RequestsExport } from './RequestsExport';
import { text } from './texts';

/**
 * The queue of open requests, by caseworker: assign or unassign myself, accept (the booking form opens at Venue
 * confirmed to choose a table) or reject.
 */
export function RequestsTab({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const me = getRequestContext().userId ?? '';
  const [filter, setFilter] = useState('');
  const caseworkerParam = filter === 'mine' ? me : filter;
  const requests = useQuery({ queryKey: keys.requests(venueId, caseworkerParam), queryFn: () => bookingsApi.requests(caseworkerParam ? { 'case-worker-id': caseworkerParam } : {}) });
  const caseworkers = usePeople(venueId, 'caseworkers');
  const tags = useBookingTags();
  const [accepting, setAccepting] = useState<BookingResult | null>(null);
  const [rejecting, setRejecting] = useState<BookingResult | null>(null);
  const clock = clockOf(details);
  const reload = () => client.invalidateQueries({ queryKey: keys.venue(venueId) });
  const mayHandle = useCanWrite('bookings.assignMe', { venueId });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) notify(done, { type: 'success' });
      await reload();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const list = requests.data ?? [];
  const paged = usePage(list);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label={translate(text('requests.filter'))} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate(text('requests.all'))}</MenuItem>
          <MenuItem value="mine">{translate(text('requests.mine'))}</MenuItem>
          <MenuItem value="unassigned">{translate(text('requests.unassigned'))}</MenuItem>
          {(caseworkers.data ?? []).map((p) => (
            <MenuItem key={p.userId} value={p.userId}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" aria-live="polite">
          {translate(text('requests.count'), { count: list.length })}
        </Typography>
        <RequestsExport rows={list} tags={tags.data ?? []} timeZone={clock.timeZone} />
      </Stack>
      {requests.isError && <Alert severity="error">{errorMessage(requests.error)}</Alert>}
      {requests.isPending && <Typography>{translate(kit('states.loading'))}</Typography>}
      {requests.data && !list.length && <Typography color="text.secondary">{translate(text('requests.empty'))}</Typography>}
      {list.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate(text('tabs.requests'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(text('requests.when'))}</TableCell>
                <TableCell>{translate(text('requests.guest'))}</TableCell>
                <TableCell>{translate(text('requests.guests'))}</TableCell>
                <TableCell>{translate(text('requests.section'))}</TableCell>
                <TableCell>{translate(text('requests.message'))}</TableCell>
                <TableCell>{translate(text('requests.caseworker'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {paged.rows.map((r) => {
                const b = r.booking;
                const name = r.bookingCustomer?.name ?? '–';
                return (
                  <TableRow key={b.id} data-testid={`request-${name}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.arrival, clock.timeZone)}</TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {[r.bookingCustomer?.phoneNumber, r.bookingCustomer?.email].filter(Boolean).join(' · ')}
                      </Typography>
                      <TagChips tags={b.tags ?? []} definitions={tags.data ?? []} />
                    </TableCell>
                    <TableCell>{b.guestCount}</TableCell>
                    <TableCell>{r.reservedSection?.name}</TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>{b.customerMessage}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5}>
                        <span>{r.caseworkerName ?? translate(text('requests.nobody'))}</span>
                        {mayHandle &&
                          (b.caseworker === me ? (
                            <Button size="small" onClick={() => run(() => bookingsApi.unassignMe({ id: b.id }))}>
                              {translate(text('requests.unassignMe'))}
                            </Button>
                          ) : (
                            <Button size="small" onClick={() => run(() => bookingsApi.assignMe({ id: b.id }))}>
                              {translate(text('requests.assignMe'))}
                            </Button>
                          ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {mayHandle && (
                        <>
                          <Button size="small" variant="contained" onClick={() => setAccepting(r)} aria-label={`${translate(text('requests.accept'))}: ${name}`}>
                            {translate(text('requests.accept'))}
                          </Button>{' '}
                          <Button size="small" color="error" onClick={() => setRejecting(r)} aria-label={`${translate(text('requests.reject'))}: ${name}`}>
                            {translate(text('requests.reject'))}
                          </Button>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager {...paged} />
        </TableContainer>
      )}
      {accepting && (
        <BookingForm
          venueId={venueId}
          details={details}
          night=""
          booking={accepting}
          initialState={BookingState.VenueConfirmed}
          onClose={() => setAccepting(null)}
          onSaved={() => {
            notify(text('requests.accepted'), { type: 'success' });
            void reload();
          }}
        />
      )}
      {rejecting && (
        <ConfirmDialog
          title={translate(text('requests.rejectTitle'))}
          confirmLabel={translate(text('requests.reject'))}
          destructive
          onConfirm={async () => {
            await bookingsApi.rejectRequest({ id: rejecting.booking.id });
            notify(text('requests.rejected'), { type: 'success' });
            await reload();
          }}
          onClose={() => setRejecting(null)}
        >
          {translate(text('requests.rejectMessage'), { name: rejecting.bookingCustomer?.name ?? '' })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
