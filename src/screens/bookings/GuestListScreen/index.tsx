import { Alert, Box, Button, Card, Grid, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestListItemsApi } from '@generated/client/api/guestListItems';
import { useCanWrite } from '@/app/access/useCanWrite';
import { GuestListArrivalState, GuestListRequestState } from '@/shared/bookings/states';
import { errorMessage } from '@/data/httpErrors';
import { currentNight } from '../../shared/BookingKit/night';
import { NightPicker, useNight } from '../../shared/BookingKit/NightPicker';
import { clockOf, keys, type VenueDetails } from '../../shared/BookingKit/queries';
import { GUEST_ARRIVAL_STATE, GUEST_REQUEST_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import { Pager, usePage } from '../../shared/BookingKit/Pager';
import { kit } from '../../shared/BookingKit/texts';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { AddGuestForm } from './AddGuestForm';
import { CheckInDialog, EditGuestDialog, RejectDialog, type GuestItem } from './GuestDialogs';
import { text } from './texts';

type Open = { kind: 'checkIn' | 'reject' | 'edit'; item: GuestItem } | null;

function arrivedOf(item: GuestItem) {
  return ((item.arrivals ?? []) as { numberOfGuests?: number | null }[]).reduce((s, a) => s + (a.numberOfGuests ?? 0), 0);
}

function GuestList({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const clock = clockOf(details);
  const tonight = currentNight(clock);
  const [night, setNight] = useNight(tonight);
  const items = useQuery({ queryKey: keys.guestList(venueId, night), queryFn: () => guestListItemsApi.getList({ 'from-date': night, 'to-date': night }) });
  const [open, setOpen] = useState<Open>(null);
  const [search, setSearch] = useState('');
  const reload = () => client.invalidateQueries({ queryKey: keys.guestList(venueId, night) });
  // At the door a shift manager checks guests in and turns them away; the list itself is for who may edit it.
  const mayArrive = useCanWrite('guestListItems.arrived', { venueId });
  const mayEdit = useCanWrite('guestListItems.update', { venueId });
  const mayAdd = useCanWrite('guestListItems.create', { venueId });
  const setRequest = async (item: GuestItem, requestState: number) => {
    try {
      await guestListItemsApi.update({ id: item.id, body: { ...item, requestState: requestState as 0, version: item.version } as never });
      await reload();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const notArrived = async (item: GuestItem) => {
    try {
      await guestListItemsApi.setArrivalState({ id: item.id, body: { arrivalState: 0 } });
      await reload();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const list = (items.data ?? []).filter((i) => !search.trim() || (i.fullName ?? '').toLowerCase().includes(search.trim().toLowerCase()));
  const paged = usePage(list, 50);
  const approved = (items.data ?? []).filter((i) => i.requestState !== GuestListRequestState.Rejected);
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <NightPicker night={night} tonight={tonight} onChange={setNight} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: mayAdd ? 8 : 12 }}>
          <Card variant="outlined">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Typography variant="body2" aria-live="polite">
                {translate(text('list.summary'), { entries: approved.length, guests: approved.reduce((s, i) => s + (i.guestCount ?? 1), 0), arrived: approved.reduce((s, i) => s + arrivedOf(i), 0) })}
              </Typography>
              <TextField size="small" type="search" label={translate(text('list.search'))} value={search} onChange={(e) => setSearch(e.target.value)} />
            </Stack>
            {items.isPending && <Typography sx={{ p: 2 }}>{translate(kit('states.loading'))}</Typography>}
            {items.isError && (
              <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => items.refetch()}>{translate(kit('actions.retry'))}</Button>}>
                {errorMessage(items.error)}
              </Alert>
            )}
            {items.data && !list.length && <Typography sx={{ p: 2 }} color="text.secondary">{translate(text('list.empty'))}</Typography>}
            {list.length > 0 && (
              <TableContainer>
                <Table size="small" aria-label={translate(text('list.name'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(text('list.name'))}</TableCell>
                      <TableCell>{translate(text('list.guests'))}</TableCell>
                      <TableCell>{translate(text('list.request'))}</TableCell>
                      <TableCell>{translate(text('list.arrival'))}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {paged.rows.map((item) => {
                      const arrived = arrivedOf(item);
                      const rejectedRequest = item.requestState === GuestListRequestState.Rejected;
                      return (
                        <TableRow key={item.id} data-testid={`guest-${item.fullName}`}>
                          <TableCell>
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                              {item.fullName}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {[item.note, item.rejectionNote, item.phoneNumber].filter(Boolean).join(' · ')}
                            </Typography>
                          </TableCell>
                          <TableCell>{arrived ? translate(text('list.arrivedOf'), { arrived, total: item.guestCount ?? 1 }) : item.guestCount}</TableCell>
                          <TableCell>
                            <StateChip enumKey={GUEST_REQUEST_STATE} value={item.requestState} />
                          </TableCell>
                          <TableCell>
                            <StateChip enumKey={GUEST_ARRIVAL_STATE} value={item.arrivalState} />
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {mayEdit && item.requestState === GuestListRequestState.Requested && (
                              <>
                                <Button size="small" onClick={() => setRequest(item, GuestListRequestState.Approved)}>
                                  {translate(text('list.approve'))}
                                </Button>
                                <Button size="small" color="error" onClick={() => setRequest(item, GuestListRequestState.Rejected)}>
                                  {translate(text('list.decline'))}
                                </Button>
                              </>
                            )}
                            {mayArrive && !rejectedRequest && item.arrivalState !== GuestListArrivalState.ArrivedAndRejected && (
                              <Button size="small" variant="contained" onClick={() => setOpen({ kind: 'checkIn', item })} aria-label={`${translate(text('list.checkIn'))}: ${item.fullName}`}>
                                {translate(text('list.checkIn'))}
                              </Button>
                            )}
                            {mayArrive && !rejectedRequest && item.arrivalState === GuestListArrivalState.NotArrived && (
                              <Button size="small" color="error" onClick={() => setOpen({ kind: 'reject', item })}>
                                {translate(text('list.reject'))}
                              </Button>
                            )}
                            {mayArrive && item.arrivalState === GuestListArrivalState.ArrivedAndRejected && (
                              <Button size="small" onClick={() => notArrived(item)}>
                                {translate(text('list.undo'))}
                              </Button>
                            )}
                            {mayEdit && (
                              <Button size="small" onClick={() => setOpen({ kind: 'edit', item })}>
                                {translate(text('list.edit'))}
                              </Button>
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
          </Card>
        </Grid>
        {mayAdd && (
          <Grid size={{ xs: 12, lg: 4 }}>
            <AddGuestForm venueId={venueId} night={night} onAdded={reload} />
          </Grid>
        )}
      </Grid>
      {open?.kind === 'checkIn' && <CheckInDialog item={open.item} timeZone={clock.timeZone} onChanged={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectDialog item={open.item} onDone={reload} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <EditGuestDialog item={open.item} onDone={reload} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/** Guest list (route /marcom/marcom/guest-list): names per night, requests, check-in in parts, rejections at the door. */
export default function GuestListScreen() {
  return <WithVenueDetails>{(venueId, details) => <GuestList key={venueId} venueId={venueId} details={details} />}</WithVenueDetails>;
}
