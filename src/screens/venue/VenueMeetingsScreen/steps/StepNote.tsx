import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { text } from '../texts';

type StepType = NonNullable<MeetingInstanceRecord['stepNotes']>[number]['step'];

/** A note on one step (why a report was skipped, what it showed), kept with the meeting and printed in the minutes. */
export function StepNote({ instance, step, mayEdit, save }: { instance: MeetingInstanceRecord; step: StepType; mayEdit: boolean; save: (stepNotes: NonNullable<MeetingInstanceRecord['stepNotes']>) => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const stored = instance.stepNotes?.find((n) => n.step === step)?.note ?? '';
  const [draft, setDraft] = useState({ stored, note: stored });
  // A colleague's saved note replaces this one unless something is being typed.
  const note = draft.stored === stored || draft.note !== draft.stored ? draft.note : stored;
  const submit = () => save([...(instance.stepNotes ?? []).filter((n) => n.step !== step), ...(note.trim() ? [{ step, note: note.trim() }] : [])]).then(() => {
      setDraft({ stored: note.trim(), note: note.trim() });
      notify(text('done.saved'), { type: 'success' });
    });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, mt: 2 }}>
      <TextField
        label={translate(text('run.stepNote'))}
        helperText={translate(text('run.stepNoteHelp'))}
        value={note}
        onChange={(e) => setDraft({ stored, note: e.target.value })}
        disabled={!mayEdit}
        fullWidth
        multiline
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {mayEdit && (
        <Button variant="outlined" onClick={submit} disabled={note.trim() === stored} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {translate(text('run.saveNote'))}
        </Button>
      )}
    </Stack>
  );
}
