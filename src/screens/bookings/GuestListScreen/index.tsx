import { Alert, Box, Button, Card, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestListItemsApi } from '@generated/client/api/guestListItems';
import { useCanWrite } from '@/app/access/useCanWrite';
import { usePhone } from '@/app/widgets/phone/usePhone';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { GuestListRequestState } from '@/shared/bookings/states';
import { errorMessage } from '@/data/httpErrors';
import { currentNight } from '../../shared/BookingKit/night';
import { NightPicker, useNight } from '../../shared/BookingKit/NightPicker';
import { clockOf, keys, type VenueDetails } from '../../shared/BookingKit/queries';
import { Pager, usePage } from '../../shared/BookingKit/Pager';
import { kit } from '../../shared/BookingKit/texts';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { AddGuestForm } from './AddGuestForm';
import { arrivedOf } from './arrivedOf';
import { GuestCards } from './GuestCards';
import { GuestListExport } from './GuestListExport';
import { GuestTable } from './GuestTable';
import { CheckInDialog, EditGuestDialog, RejectDialog, type GuestItem } from './GuestDialogs';
import { text } from './texts';

type Open = { kind: 'checkIn' | 'reject' | 'edit'; item: GuestItem } | null;

function GuestList({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const phone = usePhone();
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
  const rowActions = { mayEdit, mayArrive, onRequest: setRequest, onUndo: notArrived, onOpen: (kind: 'checkIn' | 'reject' | 'edit', item: GuestItem) => setOpen({ kind, item }) };
  const list = (items.data ?? []).filter((i) => !search.trim() || (i.fullName ?? '').toLowerCase().includes(search.trim().toLowerCase()));
  const paged = usePage(list, 50);
  const approved = (items.data ?? []).filter((i) => i.requestState !== GuestListRequestState.Rejected);
  return (
    <Box sx={phoneTouchTargets}>
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
              <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <TextField size="small" type="search" label={translate(text('list.search'))} value={search} onChange={(e) => setSearch(e.target.value)} />
                <GuestListExport rows={list} night={night} />
              </Stack>
            </Stack>
            {items.isPending && <Typography sx={{ p: 2 }}>{translate(kit('states.loading'))}</Typography>}
            {items.isError && (
              <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => items.refetch()}>{translate(kit('actions.retry'))}</Button>}>
                {errorMessage(items.error)}
              </Alert>
            )}
            {items.data && !list.length && <Typography sx={{ p: 2 }} color="text.secondary">{translate(text('list.empty'))}</Typography>}
            {list.length > 0 && (
              <>
                {phone ? <GuestCards rows={paged.rows} rowActions={rowActions} /> : <GuestTable rows={paged.rows} rowActions={rowActions} />}
                <Pager {...paged} />
              </>
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
