import { Alert, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { periodOf, type MeetingType } from '@/shared/meetingPeriods';
import { clock } from '@/shared/clock';
import { usePeriodLabel } from '@/app/meetings/usePeriodLabel';
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
  const chosen = meetings.data?.find((m) => m.id === meetingId);
  const current = chosen ? periodOf(chosen.type as MeetingType, clock.today(timeZone)) : null;
  const period = chosen && current ? label(chosen.type, current.year, current.period) : '';

  const submit = async () => {
    const created = await create(meetingId);
    onCreated(created.id, period);
  };

  return (
    <FormDialog title={translate(text('create.title'))} submitLabel={translate(text('actions.create'))} canSubmit={Boolean(meetingId)} submit={submit} onClose={onClose}>
      {meetings.isPending && <LinearProgress />}
      {meetings.isError && <Alert severity="error">{meetings.error.message}</Alert>}
      {meetings.data && !meetings.data.length && <Alert severity="info">{translate(text('create.none'))}</Alert>}
      {meetings.data && meetings.data.length > 0 && (
        <>
          <TextField select fullWidth required autoFocus label={translate(text('create.meeting'))} value={meetingId} onChange={(e) => setMeetingId(e.target.value)}>
            {meetings.data.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.title} · {translate(enumLabelKey('meetings.meetingType', m.type))}
              </MenuItem>
            ))}
          </TextField>
          {period && (
            <Typography variant="body2" color="text.secondary">
              {translate(text('create.help'), { period })}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}
