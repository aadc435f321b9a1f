import { Alert, Box, Button, Checkbox, FormControlLabel, List, ListItem, ListItemText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { venueNotesApi } from '@generated/client/api/venueNotes';
import { useCanWrite } from '@/app/access/useCanWrite';
import { formatDateTime } from '@/shared/format';
import { errorMessage } from '@/data/httpErrors';
import { keys } from '../../shared/BookingKit/queries';
import { text } from './texts';
import { useNightNotes } from './useNight';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

/** The night's venue notes; a note can close online booking, which is closed when any loaded note says so. */
export function NotesPanel({ venueId, night, timeZone }: { venueId: string; night: string; timeZone: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const notes = useNightNotes(venueId, night);
  const [message, setMessage] = useState('');
  const [closeBooking, setCloseBooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: keys.notes(venueId, night) });
  // Adding a note is a shift manager's; opening and closing online booking is for who may change bookings.
  const mayAdd = useCanWrite('venueNotes.create', { venueId });
  const mayClose = useCanWrite('venueNotes.updateBookingClosed', { venueId });
  const add = useMutation({
    mutationFn: () => venueNotesApi.create({ body: { venueDetailsId: venueId, date: night, message, bookingClosed: closeBooking } }),
    onSuccess: () => {
      setMessage('');
      setCloseBooking(false);
      setError(null);
      notify(text('notes.saved'), { type: 'success' });
      return reload();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const toggle = useMutation({ mutationFn: (v: { id: string; bookingClosed: boolean }) => venueNotesApi.updateBookingClosed({ body: v }), onSuccess: reload, onError: (e) => setError(errorMessage(e)) });
  const list = notes.data ?? [];
  const closed = list.some((n) => n.bookingClosed);
  return (
    <OutlinedSection title={translate(text('notes.title'))} component="h3">
      {closed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(text('notes.bookingClosed'))}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {notes.isError && <Alert severity="error">{errorMessage(notes.error)}</Alert>}
      {!notes.isPending && !list.length && (
        <Typography variant="body2" color="text.secondary">
          {translate(text('notes.empty'))}
        </Typography>
      )}
      <List dense>
        {list.map((n) => (
          <ListItem
            key={n.id}
            disableGutters
            secondaryAction={
              mayClose && (
                <FormControlLabel
                  control={<Switch size="small" checked={Boolean(n.bookingClosed)} onChange={(e) => toggle.mutate({ id: n.id, bookingClosed: e.target.checked })} />}
                  label={translate(text('notes.closed'))}
                />
              )
            }
          >
            <ListItemText primary={n.message} secondary={`${n.createdByName ?? ''} ${formatDateTime(n.created, timeZone)}`} sx={{ pr: mayClose ? 22 : 0 }} />
          </ListItem>
        ))}
      </List>
      {mayAdd && (
        <Box component="form" onSubmit={(e) => (e.preventDefault(), message.trim() && add.mutate())}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField size="small" fullWidth label={translate(text('notes.message'))} value={message} onChange={(e) => setMessage(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            {mayClose && (
              <FormControlLabel control={<Checkbox checked={closeBooking} onChange={(e) => setCloseBooking(e.target.checked)} />} label={translate(text('notes.closeBooking'))} sx={{ whiteSpace: 'nowrap' }} />
            )}
            <Button type="submit" variant="outlined" disabled={!message.trim() || add.isPending}>
              {translate(text('notes.add'))}
            </Button>
          </Stack>
        </Box>
      )}
    </OutlinedSection>
  );
}
