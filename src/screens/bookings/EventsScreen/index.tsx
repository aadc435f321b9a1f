import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bookingEventsApi } from '@generated/client/api/bookingEvents';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { formatDateTime } from '@/shared/format';
import { clock } from '@/shared/clock';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, keys, useSetups, type VenueDetails } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { useCanEditSetup } from '../../setup/VenueSetupScreen/useCanEdit';
import { EventDialog, type BookingEvent } from './EventDialog';
import { EventsExport } from './EventsExport';
import { text } from './texts';
import { MonthPickerField } from '@/app/inputs/dates';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; event: BookingEvent } | null;

function Events({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canEdit = useCanEditSetup(venueId);
  const venueClock = clockOf(details);
  const [month, setMonth] = useState(clock.moment(venueClock.timeZone).format('YYYY-MM'));
  const from = dayjs(`${month}-01`).format(DATE_FORMAT);
  const to = dayjs(`${month}-01`).endOf('month').format(DATE_FORMAT);
  const events = useQuery({ queryKey: keys.events(venueId, from, to), queryFn: () => bookingEventsApi.getList({ 'from-date': from, 'to-date': to }) });
  const setups = useSetups(venueId);
  const [open, setOpen] = useState<Open>(null);
  const reload = () => client.invalidateQueries({ queryKey: keys.venue(venueId) });
  const setupOf = (e: BookingEvent) => {
    const setup = setups.data?.find((s) => s.id === e.venueSetupId);
    return { setup: setup?.name, section: setup?.venueSections.find((s) => s.id === e.venueSectionId)?.name };
  };
  const placeOf = (e: BookingEvent) => {
    const { setup, section } = setupOf(e);
    return [setup, section].filter(Boolean).join(' · ');
  };
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthPickerField size="small" label={translate(text('month'))} value={month} onChange={(value) => value && setMonth(value)} />
          <EventsExport month={month} events={events.data ?? []} setupOf={setupOf} timeZone={venueClock.timeZone} />
        </Stack>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate(text('add'))}
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        {events.isPending && <Typography sx={{ p: 2 }}>{translate(kit('states.loading'))}</Typography>}
        {events.isError && <Alert severity="error">{errorMessage(events.error)}</Alert>}
        {events.data && !events.data.length && <Typography sx={{ p: 2 }} color="text.secondary">{translate(text('empty'))}</Typography>}
        <List aria-label={translate(text('month'))}>
          {events.data?.map((e) => (
            <ListItem
              key={e.id}
              divider
              secondaryAction={
                canEdit && (
                  <>
                    <IconButton aria-label={`${translate(text('edit'))}: ${e.eventName}`} onClick={() => setOpen({ kind: 'edit', event: e })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`${translate(text('delete'))}: ${e.eventName}`} onClick={() => setOpen({ kind: 'delete', event: e })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemText
                primary={e.eventName}
                secondary={[translate(text('when'), { from: formatDateTime(e.eventStart, venueClock.timeZone), to: formatDateTime(e.eventEnd, venueClock.timeZone) }), placeOf(e), e.description].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Card>
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <EventDialog
          venueId={venueId}
          event={open.kind === 'edit' ? open.event : undefined}
          setups={setups.data ?? []}
          timeZone={venueClock.timeZone}
          defaultDate={from}
          onSaved={() => (notify(text('saved'), { type: 'success' }), reload())}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={translate(text('deleteTitle'), { name: open.event.eventName })}
          confirmLabel={translate(kit('actions.delete'))}
          destructive
          onConfirm={async () => {
            await bookingEventsApi.delete({ id: open.event.id });
            await reload();
          }}
          onClose={() => setOpen(null)}
        >
          {translate(text('deleteMessage'))}
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** Events (route /marcom/marcom/events): the venue's events by month. */
export default function EventsScreen() {
  return <WithVenueDetails>{(venueId, details) => <Events key={venueId} venueId={venueId} details={details} />}</WithVenueDetails>;
}
