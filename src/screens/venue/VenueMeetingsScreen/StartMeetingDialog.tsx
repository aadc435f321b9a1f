import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { clock } from '@/shared/clock';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';
import { DateTimePickerField } from '@/app/inputs/dates';

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
  const submit = () => {
    // A name still in the box counts as entered.
    const everyone = typing.trim() ? [...attendees, typing.trim()] : attendees;
    return start({ facilitator: facilitator.trim(), attendees: everyone, when: dayjs.tz(when, LOCAL, timeZone).toISOString() });
  };

  return (
    <FormDialog title={translate(text('start.title'), { title })} submitLabel={translate(text('actions.start'))} canSubmit={Boolean(facilitator.trim() && when)} submit={submit} onClose={onClose}>
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
      <DateTimePickerField required label={translate(text('start.when'))} value={when} onChange={(value) => setWhen(value)} />
    </FormDialog>
  );
}
