import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestListItemsApi } from '@generated/client/api/guestListItems';
import { formatTime } from '@/shared/format';
import { errorMessage, errorStatus, fieldErrors } from '@/data/httpErrors';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

export type GuestItem = Awaited<ReturnType<typeof guestListItemsApi.getList>>[number];
interface Arrival {
  id?: string | null;
  numberOfGuests?: number | null;
  note?: string | null;
  created?: string | null;
  createdBy?: string | null;
}

/** Checks guests in, all or some (PATCH .../arrived/{n} with a note), and corrects earlier arrivals. */
export function CheckInDialog({ item, timeZone, onChanged, onClose }: { item: GuestItem; timeZone: string; onChanged: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState<{ guestCount?: number | null; arrivals?: unknown }>(item);
  const arrivals = (current.arrivals ?? []) as Arrival[];
  const arrived = arrivals.reduce((s, a) => s + (a.numberOfGuests ?? 0), 0);
  const [count, setCount] = useState(String(Math.max(1, (item.guestCount ?? 1) - arrived)));
  const [note, setNote] = useState('');
  const [edits, setEdits] = useState<Record<string, { count: string; note: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<{ guestCount?: number | null; arrivals?: unknown }>) => {
    try {
      setCurrent(await action());
      setError(null);
      onChanged();
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  };
  const register = async () => {
    if (await run(() => guestListItemsApi.arrived({ id: item.id, numberOfGuests: Number(count), body: { note: note.trim() || null } }))) {
      notify(text('checkIn.done'), { type: 'success' });
      setNote('');
      setCount('1');
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="check-in-title">
      <DialogTitle id="check-in-title">{translate(text('checkIn.title'), { name: item.fullName })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }} aria-live="polite">
          {translate(text('list.arrivedOf'), { arrived, total: current.guestCount ?? 1 })}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(e) => (e.preventDefault(), register())}>
          <TextField size="small" type="number" label={translate(text('checkIn.count'))} value={count} onChange={(e) => setCount(e.target.value)} slotProps={{ htmlInput: { min: 1 } }} sx={{ width: 170 }} autoFocus />
          <TextField size="small" label={translate(text('checkIn.note'))} value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={!(Number(count) >= 1)}>
            {translate(text('checkIn.register'))}
          </Button>
        </Stack>
        {arrivals.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate(text('checkIn.earlier'))}
            </Typography>
            <List dense>
              {arrivals.map((a) => {
                const edit = edits[a.id!] ?? { count: String(a.numberOfGuests ?? 0), note: a.note ?? '' };
                const setEdit = (patch: Partial<typeof edit>) => setEdits((all) => ({ ...all, [a.id!]: { ...edit, ...patch } }));
                return (
                  <ListItem key={a.id} disableGutters>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                      <Typography variant="body2" sx={{ width: 100 }}>
                        {formatTime(a.created ?? null, timeZone)} {a.createdBy}
                      </Typography>
                      <TextField size="small" type="number" value={edit.count} onChange={(e) => setEdit({ count: e.target.value })} sx={{ width: 80 }} slotProps={{ htmlInput: { min: 0, 'aria-label': translate(text('checkIn.arrivedThen')) } }} />
                      <TextField size="small" value={edit.note} onChange={(e) => setEdit({ note: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'aria-label': `${translate(text('checkIn.note'))} (${translate(text('checkIn.arrivedThen'))})` } }} />
                      <Button size="small" onClick={() => run(() => guestListItemsApi.updateArrived({ id: item.id, arrivalId: a.id!, body: { numPeopleArrived: Number(edit.count), note: edit.note } }))}>
                        {translate(text('checkIn.save'))}
                      </Button>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Rejects a guest at the door with a reason (PATCH guest-list-items/{id} with the rejection note). */
export function RejectDialog({ item, onDone, onClose }: { item: GuestItem; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!note.trim()) return setError(translate(text('reject.required')));
    try {
      await guestListItemsApi.setArrivalState({ id: item.id, body: { arrivalState: 20, rejectionNote: note.trim() } });
      onDone();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{translate(text('reject.title'), { name: item.fullName })}</DialogTitle>
      <DialogContent>
        <TextField fullWidth size="small" label={translate(text('reject.note'))} value={note} onChange={(e) => setNote(e.target.value)} error={Boolean(error)} helperText={error} sx={{ mt: 1 }} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        <Button color="error" variant="contained" onClick={submit}>
          {translate(text('reject.submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Edits an entry with its version (PUT guest-list-items/{id}). */
export function EditGuestDialog({ item, onDone, onClose }: { item: GuestItem; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({ fullName: item.fullName ?? '', guestCount: String(item.guestCount ?? 1), phoneNumber: item.phoneNumber ?? '', email: item.email ?? '', note: item.note ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await guestListItemsApi.update({
        id: item.id,
        body: {
          venueDetailsId: item.venueDetailsId,
          date: item.date,
          fullName: v.fullName,
          guestCount: Number(v.guestCount),
          phoneNumber: v.phoneNumber || null,
          email: v.email || null,
          note: v.note || null,
          rejectionNote: item.rejectionNote ?? null,
          requestState: item.requestState,
          arrivalState: item.arrivalState,
          guestProfileId: item.guestProfileId ?? null,
          type: item.type ?? 0,
          version: item.version,
        },
      });
      onDone();
      onClose();
    } catch (failure) {
      setError(errorStatus(failure) === 409 ? translate(text('edit.conflict')) : errorMessage(failure));
      setErrors(fieldErrors(failure) ?? {});
    }
  };
  const field = (key: keyof typeof v, label: string, type = 'text') => (
    <TextField size="small" type={type} label={label} value={v[key]} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))} error={Boolean(errors[key])} helperText={errors[key]} />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-guest-title">
      <DialogTitle id="edit-guest-title">{translate(text('edit.title'))}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {field('fullName', translate(text('add.fullName')))}
          {field('guestCount', translate(text('add.guestCount')), 'number')}
          {field('phoneNumber', translate(text('add.phone')), 'tel')}
          {field('email', translate(text('add.email')), 'email')}
          {field('note', translate(text('add.note')))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        <Button variant="contained" onClick={submit}>
          {translate(kit('actions.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
