import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CircularProgress, FormControlLabel, Grid, Stack, Switch, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNotify, useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { reservationsDocumentApi } from '@generated/client/api/reservationsDocument';
import { useCanWrite } from '@/app/access/useCanWrite';
import { isLiveBooking } from '@/shared/bookings/states';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { errorMessage } from '@/data/httpErrors';
import { currentNight } from '../../shared/BookingKit/night';
import { NightPicker, useNight } from '../../shared/BookingKit/NightPicker';
import { Pager, usePage } from '../../shared/BookingKit/Pager';
import { clockOf, keys, useBookingTags, type BookingResult, type VenueDetails } from '../../shared/BookingKit/queries';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { kit } from '../../shared/BookingKit/texts';
import { ArrivalDialog } from './ArrivalDialog';
import { BookingForm } from './BookingForm';
import { BookingExport } from './BookingExport';
import { BookingTable, type RowActions } from './BookingTable';
import { FloorView } from './floor/FloorView';
import { Timeline } from './floor/Timeline';
import { NotesPanel } from './NotesPanel';
import { TagsDialog } from './TagsDialog';
import { text } from './texts';
import { useDeactivatedTableBookings, useNightBookings } from './useNight';
import { saveBlob } from '@/app/export/saveBlob';

const VIEWS = ['list', 'floor', 'timeline'] as const;
// A busy night's list in pages, so that a host's phone, and a switch to the floor, do not draw hundreds of rows at
// once; the search finds a guest on any page (docs/decisions.md).
const LIST_PAGE = 50;
const NO_BOOKINGS: BookingResult[] = [];

type Open = { kind: 'create'; place?: { sectionId: string; tableId: string; time: string } } | { kind: 'edit' | 'arrivals' | 'delete' | 'tags'; result: BookingResult } | null;

/** Downloads the reservations document of the chosen bookings (POST bookings/create-reservations-pdf). */
async function downloadPdf(bookingIds: string[], night: string) {
  const blob = await reservationsDocumentApi.createPdf({ body: { bookingIds } });
  saveBlob(blob, `reservations-${night}.pdf`);
}

function Night({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const clock = clockOf(details);
  const tonight = currentNight(clock);
  const [night, setNight] = useNight(tonight);
  const bookings = useNightBookings(venueId, night);
  const deactivated = useDeactivatedTableBookings(venueId);
  const tags = useBookingTags();
  const [open, setOpen] = useState<Open>(null);
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [printing, setPrinting] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = VIEWS.find((v) => v === params.get('view')) ?? 'list';
  // The tab shown is the screen's own, changed at once by a click; the URL follows, for a reload or a shared link.
  // Shown through the URL alone, a tab was drawn as the router's transition, in slices between animation frames and
  // begun again whenever an answer arrived meanwhile (docs/benchmarks.md, bench:floor).
  const [view, setShown] = useState<string>(linked);
  const [seen, setSeen] = useState<string>(linked);
  if (linked !== seen) {
    setSeen(linked);
    setShown(linked);
  }
  const setView = (next: string) => {
    setShown(next);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next !== 'list') out.set('view', next);
        else out.delete('view');
        return out;
      },
      { replace: true },
    );
  };
  const reload = useCallback(() => client.invalidateQueries({ queryKey: keys.venue(venueId) }), [client, venueId]);
  // The answer of a change is the booking as the night lists it: shown at once, so reopening it before the refetch
  // lands shows its new history and version, not the ones it had before the change.
  const applied = (saved: BookingResult) => {
    client.setQueryData<BookingResult[]>(keys.night(venueId, night), (rows) => rows?.map((r) => (r.booking.id === saved.booking.id ? saved : r)));
    return reload();
  };
  // A shift manager arrives guests; changing, tagging and deleting bookings is for who may edit them.
  const mayEdit = useCanWrite('bookings.update', { venueId });
  const mayCreate = useCanWrite('bookings.create', { venueId });
  const mayArrive = useCanWrite('bookings.arrived', { venueId });
  const mayDelete = useCanWrite('bookings.delete', { venueId });
  const openBooking = useCallback((result: BookingResult) => (mayEdit ? setOpen({ kind: 'edit', result }) : mayArrive ? setOpen({ kind: 'arrivals', result }) : undefined), [mayEdit, mayArrive]);
  const createAt = useCallback((place: { sectionId: string; tableId: string; time: string }) => setOpen({ kind: 'create', place }), []);

  const rows = useMemo(
    () =>
      (bookings.data ?? [])
        .filter((r) => r.booking.bookingState !== 7 && (showAll || isLiveBooking(r.booking)))
        .filter((r) => !search.trim() || (r.bookingCustomer?.name ?? '').toLowerCase().includes(search.trim().toLowerCase())),
    [bookings.data, search, showAll],
  );
  const paged = usePage(rows, LIST_PAGE);
  const chosen = selected ?? new Set(rows.filter((r) => isLiveBooking(r.booking)).map((r) => r.booking.id));
  const live = rows.filter((r) => isLiveBooking(r.booking));
  const guests = live.reduce((s, r) => s + (r.booking.guestCount ?? 0), 0);
  const arrived = live.reduce((s, r) => s + (r.booking.arrivedGuests ?? 0), 0);

  const actions: RowActions = {
    arrivals: mayArrive ? (result) => setOpen({ kind: 'arrivals', result }) : undefined,
    remove: mayDelete ? (result) => setOpen({ kind: 'delete', result }) : undefined,
    ...(mayEdit && {
      edit: (result: BookingResult) => setOpen({ kind: 'edit', result }),
      tags: (result: BookingResult) => setOpen({ kind: 'tags', result }),
      setState: async (result: BookingResult, state: number) => {
        try {
          await applied((await bookingsApi.bookingState({ id: result.booking.id, body: { bookingState: state as 1 } })) as unknown as BookingResult);
        } catch (failure) {
          notify(errorMessage(failure), { type: 'error' });
        }
      },
    }),
  };

  const print = async () => {
    const ids = rows.filter((r) => chosen.has(r.booking.id)).map((r) => r.booking.id);
    if (!ids.length) return notify(text('print.none'), { type: 'warning' });
    setPrinting(true);
    try {
      await downloadPdf(ids, night);
      notify(text('print.done'), { type: 'success' });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setPrinting(false);
    }
  };

  // What the floor and the timeline both show of the night, and what a click on a booking opens there. The same from
  // one render to the next unless one of them changes, so that the URL following a tab does not draw the floor again.
  const nightView = {
    venueId,
    details,
    night,
    bookings: bookings.data ?? NO_BOOKINGS,
    mayEdit,
    onOpen: openBooking,
    onChanged: reload,
  };

  // A grid column that may shrink below its content: a wide bookings table scrolls inside its card instead of
  // widening the page (the layout grows to fit the widest content).
  return (
    <Box sx={[{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }, phoneTouchTargets]}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, mb: 2 }}>
        <NightPicker night={night} tonight={tonight} onChange={(n) => (setNight(n), setSelected(null), paged.setPage(0))} />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={printing ? <CircularProgress size={16} /> : <PrintIcon />} onClick={print} disabled={printing || !rows.length}>
            {translate(text('actions.print'))}
          </Button>
          {mayCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })}>
              {translate(text('actions.newBooking'))}
            </Button>
          )}
        </Stack>
      </Stack>
      {(deactivated.data?.length ?? 0) > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(text('list.deactivated'), { count: deactivated.data!.length })}
        </Alert>
      )}
      <Tabs value={view} onChange={(_e, v: string) => setView(v)} aria-label={translate(text('floor.view'))} sx={{ mb: 2 }}>
        <Tab value="list" label={translate(text('floor.list'))} />
        <Tab value="floor" label={translate(text('floor.floor'))} />
        <Tab value="timeline" label={translate(text('timeline.tab'))} />
      </Tabs>
      {view === 'floor' && (
        <FloorView key={night} {...nightView} mayCreate={mayCreate} onCreate={createAt} />
      )}
      {view === 'timeline' && (
        <Timeline key={night} {...nightView} />
      )}
      {/* The list is drawn only while it is shown: the floor and the timeline of a busy night do not draw its hundreds
          of rows again with every change (docs/benchmarks.md, bench:floor). */}
      {view === 'list' && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, xl: 9 }}>
            <Card variant="outlined">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Typography variant="body2" aria-live="polite">
                  {translate(text('list.summary'), { bookings: live.length, guests, arrived })}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <TextField size="small" type="search" label={translate(text('list.search'))} value={search} onChange={(e) => (setSearch(e.target.value), paged.setPage(0))} />
                  <FormControlLabel control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />} label={translate(text('list.showCancelled'))} />
                  <BookingExport rows={rows} tags={tags.data ?? []} timeZone={clock.timeZone} night={night} />
                </Stack>
              </Stack>
              {bookings.isPending && <Typography sx={{ p: 2 }}>{translate(kit('states.loading'))}</Typography>}
              {bookings.isError && (
                <Alert severity="error" action={<Button onClick={() => bookings.refetch()}>{translate(kit('actions.retry'))}</Button>} sx={{ m: 2 }}>
                  {errorMessage(bookings.error)}
                </Alert>
              )}
              {bookings.data && (
                <>
                  <BookingTable rows={paged.rows} tags={tags.data ?? []} timeZone={clock.timeZone} selected={chosen} onSelect={setSelected} actions={actions} />
                  <Pager {...paged} />
                </>
              )}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, xl: 3 }}>
            <NotesPanel venueId={venueId} night={night} timeZone={clock.timeZone} />
          </Grid>
        </Grid>
      )}
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <BookingForm venueId={venueId} details={details} night={night} booking={open.kind === 'edit' ? open.result : undefined} place={open.kind === 'create' ? open.place : undefined} onClose={() => setOpen(null)} onSaved={applied} />
      )}
      {open?.kind === 'arrivals' && <ArrivalDialog result={open.result} timeZone={clock.timeZone} onChanged={applied} onClose={() => setOpen(null)} />}
      {open?.kind === 'tags' && <TagsDialog result={open.result} definitions={tags.data ?? []} onChanged={applied} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={translate(text('confirm.deleteTitle'))}
          confirmLabel={translate(kit('actions.delete'))}
          destructive
          onConfirm={async () => {
            await bookingsApi.delete({ id: open.result.booking.id });
            await reload();
          }}
          onClose={() => setOpen(null)}
        >
          {translate(text('confirm.deleteMessage'), { name: open.result.bookingCustomer?.name ?? '' })}
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** Table Booking (route /marcom/marcom): the bookings of a night at the active venue. */
export default function BookingsScreen() {
  return <WithVenueDetails>{(venueId, details) => <Night key={venueId} venueId={venueId} details={details} />}</WithVenueDetails>;
}
