import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MeetingRecord } from '@generated/shared/types/meetings';
import { enumLabelKey } from '@/app/enums';
import { useSession } from '@/app/session/SessionProvider';
import { text } from './texts';

const COUNTRIES = ['dk', 'no', 'fi', 'uk'] as const;

/** Copies a definition to a country and, optionally, one venue there. */
export function CopyDialog({ meeting, copy, onClose }: { meeting: MeetingRecord; copy: (body: { id: string; country: string; venueId: string | null; title: string | null }) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { globalVenues } = useSession();
  const [country, setCountry] = useState<string>(meeting.country);
  const [venueId, setVenueId] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await copy({ id: meeting.id, country, venueId: venueId || null, title: title.trim() || null });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-meeting-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="copy-meeting-title">{translate(text('copy.title'), { title: meeting.title })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('copy.help'))}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField select label={translate(text('copy.country'))} value={country} onChange={(e) => (setCountry(e.target.value), setVenueId(''))}>
              {COUNTRIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {translate(enumLabelKey('shared.country', c))}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={translate(text('copy.venue'))} value={venueId} onChange={(e) => setVenueId(e.target.value)}>
              <MenuItem value="">{translate(text('allVenues'))}</MenuItem>
              {globalVenues
                .filter((v) => v.country === country)
                .map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField label={translate(text('copy.newTitle'))} value={title} onChange={(e) => setTitle(e.target.value)} placeholder={meeting.title} slotProps={{ htmlInput: { maxLength: 120 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(text('copy.submit'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
