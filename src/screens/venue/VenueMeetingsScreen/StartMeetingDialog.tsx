import { Alert, Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { clock } from '@/shared/clock';
import { text } from './texts';

export interface StartValues {
  facilitator: string;
  attendees: string[];
  when: string;
}

interface StartMeetingDialogProps {
  title: string;
  timeZone: string;
  people: string[];
  start: (values: StartValues) => Promise<unknown>;
  onClose: () => void;
}

const LOCAL = 'YYYY-MM-DDTHH:mm';

/**
 * Starts a meeting: who leads it, who attends (names from the venue's people or typed freely) and when, in the
 * venue's time zone. A refusal keeps what was entered and shows the server's reason.
 */
export function StartMeetingDialog({ title, timeZone, people, start, onClose }: StartMeetingDialogProps) {
  const translate = useTranslate();
  const [facilitator, setFacilitator] = useState('');
  const [attendees, setAttendees] = useState<string[]>([]);
  const [typing, setTyping] = useState('');
  const [when, setWhen] = useState(() => clock.moment(timeZone).format(LOCAL));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!facilitator.trim() || !when) return;
    setPending(true);
    setError(null);
    try {
      // A name still in the box counts as entered.
      const everyone = typing.trim() ? [...attendees, typing.trim()] : attendees;
      await start({ facilitator: facilitator.trim(), attendees: everyone, when: dayjs.tz(when, LOCAL, timeZone).toISOString() });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="start-meeting-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="start-meeting-title">{translate(text('start.title'), { title })}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Autocomplete
              freeSolo
              options={people}
              inputValue={facilitator}
              onInputChange={(_e, value) => setFacilitator(value)}
              renderInput={(params) => <TextField {...params} required autoFocus label={translate(text('start.facilitator'))} />}
            />
            <Autocomplete
              multiple
              freeSolo
              options={people.filter((p) => !attendees.includes(p))}
              value={attendees}
              onChange={(_e, value) => setAttendees(value as string[])}
              inputValue={typing}
              onInputChange={(_e, value) => setTyping(value)}
              renderValue={(value, getItemProps) => value.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)}
              renderInput={(params) => <TextField {...params} label={translate(text('start.attendees'))} helperText={translate(text('start.attendeesHelp'))} />}
            />
            <TextField type="datetime-local" required label={translate(text('start.when'))} value={when} onChange={(e) => setWhen(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!facilitator.trim() || !when || pending}>
            {translate(text('actions.start'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
