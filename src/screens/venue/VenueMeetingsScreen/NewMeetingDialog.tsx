import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { periodOf, type MeetingType } from '@/shared/meetingPeriods';
import { clock } from '@/shared/clock';
import { usePeriodLabel } from './periodLabel';
import { text } from './texts';
import { useVenueMeetings } from './useMeetings';

interface NewMeetingDialogProps {
  venueId: string;
  timeZone: string;
  create: (meetingId: string) => Promise<{ id: string }>;
  onCreated: (id: string, period: string) => void;
  onClose: () => void;
}

/** Picks one of the venue's meetings and creates its instance for the current period (refused if it exists). */
export function NewMeetingDialog({ venueId, timeZone, create, onCreated, onClose }: NewMeetingDialogProps) {
  const translate = useTranslate();
  const label = usePeriodLabel();
  const meetings = useVenueMeetings(venueId);
  const [meetingId, setMeetingId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = meetings.data?.find((m) => m.id === meetingId);
  const current = chosen ? periodOf(chosen.type as MeetingType, clock.today(timeZone)) : null;
  const period = chosen && current ? label(chosen.type, current.year, current.period) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!meetingId) return;
    setPending(true);
    setError(null);
    try {
      const created = await create(meetingId);
      onCreated(created.id, period);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-meeting-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-meeting-title">{translate(text('create.title'))}</DialogTitle>
        <DialogContent>
          {meetings.isPending && <LinearProgress />}
          {meetings.isError && <Alert severity="error">{meetings.error.message}</Alert>}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {meetings.data && !meetings.data.length && <Alert severity="info">{translate(text('create.none'))}</Alert>}
          {meetings.data && meetings.data.length > 0 && (
            <>
              <TextField select fullWidth required autoFocus label={translate(text('create.meeting'))} value={meetingId} onChange={(e) => setMeetingId(e.target.value)} sx={{ mt: 1 }}>
                {meetings.data.map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {m.title} · {translate(enumLabelKey('meetings.meetingType', m.type))}
                  </MenuItem>
                ))}
              </TextField>
              {period && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate(text('create.help'), { period })}
                </Typography>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!meetingId || pending}>
            {translate(text('actions.create'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
