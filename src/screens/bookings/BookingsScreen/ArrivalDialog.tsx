import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { enumChoices } from '@/app/enums';
import { formatTime } from '@/shared/format';
import { errorMessage } from '@/data/httpErrors';
import type { BookingResult } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE } from '../../shared/BookingKit/StateChip';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

interface Arrival {
  id?: string | null;
  numberOfGuests?: number | null;
  note?: string | null;
  created?: string | null;
  createdBy?: string | null;
}

/**
 * Registers guests as they arrive, all at once or in parts (PATCH .../arrived/{n} with a note), corrects earlier
 * arrivals (PATCH .../update-arrived/{arrivalId}) and sets the arrival state (seated, delayed, no show, rejected).
 */
export function ArrivalDialog({ result, timeZone, onChanged, onClose }: { result: BookingResult; timeZone: string; onChanged: (r: BookingResult) => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState(result);
  const b = current.booking;
  const total = b.guestCount ?? 0;
  const arrived = b.arrivedGuests ?? 0;
  const [count, setCount] = useState(String(Math.max(1, total - arrived)));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<string, { count: string; note: string }>>({});
  const apply = (r: unknown) => {
    const next = r as BookingResult;
    setCurrent(next);
    onChanged(next);
    setError(null);
  };
  const run = async (action: () => Promise<unknown>, done?: () => void) => {
    try {
      apply(await action());
      done?.();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const register = () =>
    run(
      () => bookingsApi.arrived({ id: b.id, numberOfGuests: Number(count), body: { note: note.trim() || null } }),
      () => {
        notify(text('arrival.registered'), { type: 'success' });
        setNote('');
        setCount('1');
      },
    );
  const arrivals = (b.arrivals ?? []) as Arrival[];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="arrival-title">
      <DialogTitle id="arrival-title">{translate(text('arrival.title'), { name: current.bookingCustomer?.name ?? current.reservedTable?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }} aria-live="polite">
          {translate(text('arrival.summary'), { arrived, total })}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} onSubmit={(e) => (e.preventDefault(), register())}>
          <TextField size="small" type="number" label={translate(text('arrival.count'))} value={count} onChange={(e) => setCount(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 1000 } }} sx={{ width: 170 }} autoFocus />
          <TextField size="small" label={translate(text('arrival.note'))} value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={!(Number(count) >= 1)}>
            {translate(text('arrival.register'))}
          </Button>
        </Stack>
        {arrivals.length > 0 && (
          <>
            <Typography variant="subtitle2">{translate(text('arrival.earlier'))}</Typography>
            <List dense>
              {arrivals.map((a) => {
                const edit = edits[a.id!] ?? { count: String(a.numberOfGuests ?? 0), note: a.note ?? '' };
                const setEdit = (v: Partial<typeof edit>) => setEdits((all) => ({ ...all, [a.id!]: { ...edit, ...v } }));
                return (
                  <ListItem key={a.id} disableGutters>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                      <Typography variant="body2" sx={{ width: 90 }}>
                        {formatTime(a.created ?? null, timeZone)} {a.createdBy}
                      </Typography>
                      <TextField size="small" type="number" value={edit.count} onChange={(e) => setEdit({ count: e.target.value })} sx={{ width: 80 }} slotProps={{ htmlInput: { min: 0, 'aria-label': translate(text('arrival.arrivedThen')) } }} />
                      <TextField size="small" value={edit.note} onChange={(e) => setEdit({ note: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'aria-label': `${translate(text('arrival.note'))} (${translate(text('arrival.arrivedThen'))})` } }} />
                      <Button size="small" onClick={() => run(() => bookingsApi.updateArrived({ id: b.id, arrivalId: a.id!, body: { numPeopleArrived: Number(edit.count), note: edit.note } }))}>
                        {translate(text('arrival.update'))}
                      </Button>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
        <TextField
          select
          size="small"
          fullWidth
          label={translate(text('arrival.state'))}
          value={b.arrivalState ?? 0}
          onChange={(e) => run(() => bookingsApi.arrivalState({ id: b.id, body: { arrivalState: Number(e.target.value) as 0 } }))}
          sx={{ mt: 2 }}
        >
          {enumChoices(ARRIVAL_STATE).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {translate(c.name)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
