import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/shared/format';
import { NotesExport } from './NotesExport';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

interface NotesTabProps {
  guest: GuestProfile;
  countryVenues: { id: string; name: string }[];
  /** Absent for users who may not add notes. */
  onAdd?: (note: { text: string; venueId: string | null }) => Promise<unknown>;
  pending: boolean;
}

/** Staff notes about the guest, newest first, and a field to add one. */
export function NotesTab({ guest, countryVenues, onAdd, pending }: NotesTabProps) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [venueId, setVenueId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setError(null);
    try {
      await onAdd?.({ text: note, venueId: venueId || null });
      setNote('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Stack spacing={2}>
      {onAdd && !guest.anonymizedAt && (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Stack spacing={1}>
            {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
            <TextField label={translate(text('notes.label'))} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField select size="small" label={translate(text('notes.venue'))} value={venueId} onChange={(e) => setVenueId(e.target.value)} sx={{ minWidth: 240 }}>
                <MenuItem value="">{translate(text('notes.noVenue'))}</MenuItem>
                {countryVenues.map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button type="submit" variant="contained" disabled={pending || !note.trim()}>
                {translate(text('actions.addNote'))}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
      {guest.notes.length === 0 ? (
        <Typography color="text.secondary">{translate(text('notes.empty'))}</Typography>
      ) : (
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <NotesExport notes={guest.notes} />
          </Box>
          <List dense disablePadding>
            {guest.notes.map((n) => (
              <ListItem key={n.id} divider disableGutters>
                <ListItemText
                  primary={n.text}
                  secondary={[translate(text('notes.by'), { name: n.createdByName ?? '—', date: formatDateTime(n.createdAt) }), n.venueName ? translate(text('notes.at'), { venue: n.venueName }) : null].filter(Boolean).join(' ')}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
