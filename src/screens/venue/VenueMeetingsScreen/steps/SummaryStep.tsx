import { Alert, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { ArrayInput, Form, maxLength, required, SaveButton, SelectInput, SimpleFormIterator, TextInput, useNotify, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { useFormState } from 'react-hook-form';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { MentionTextInput } from '@/app/widgets/mentions/MentionTextInput';
import { text } from '../texts';
import type { StepChanges } from '../useMeetings';

type Values = Pick<MeetingInstanceRecord, 'notes' | 'mentions' | 'decisions' | 'actionItems'>;

/**
 * Keeps the form up with colleagues: a change saved by someone else replaces an untouched form; with edits under
 * way it is offered instead, so nothing typed is lost.
 */
function FollowServer({ stale, reload }: { stale: boolean; reload: () => void }) {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  useEffect(() => {
    if (stale && !isDirty) reload();
  }, [stale, isDirty, reload]);
  if (!stale || !isDirty) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={reload}>{translate(text('run.summary.loadTheirs'))}</Button>}>
      {translate(text('run.summary.changedElsewhere'))}
    </Alert>
  );
}

/**
 * Summary: the notes (with @-mentions), what was decided, and the action items. Each action item becomes a venue
 * task, or a personal to-do of the attendee it names, with its due date, when the meeting ends.
 */
export function SummaryStep({ instance, people, mayEdit, save }: { instance: MeetingInstanceRecord; people: { id: string; name: string }[]; mayEdit: boolean; save: (changes: StepChanges) => Promise<MeetingInstanceRecord> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [base, setBase] = useState(instance);
  const stale = instance.version !== base.version;
  const reload = () => setBase(instance);
  const kinds = [
    { id: 'task', name: translate('enums.meetingInstances.actionKind.task') },
    { id: 'todo', name: translate('enums.meetingInstances.actionKind.todo') },
  ];
  const onSubmit = async (values: Record<string, unknown>) => {
    const v = values as Values;
    try {
      const saved = await save({ notes: v.notes ?? null, mentions: v.mentions ?? [], decisions: v.decisions ?? null, actionItems: (v.actionItems ?? []).map((a) => ({ ...a, assigneeId: a.kind === 'todo' ? a.assigneeId : null })) });
      setBase(saved);
      notify(text('done.saved'), { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  return (
    <Form key={base.version} record={base} onSubmit={onSubmit} disabled={!mayEdit}>
      <FollowServer stale={stale} reload={reload} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <MentionTextInput source="notes" resource="meetingInstances" label={translate(text('detail.notes'))} validate={maxLength(4000)} minRows={4} />
        <TextInput source="decisions" resource="meetingInstances" label={translate(text('run.summary.decisions'))} multiline minRows={2} validate={maxLength(4000)} />
        <ArrayInput source="actionItems" resource="meetingInstances" label={translate(text('run.summary.actionItems'))}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="title" label={translate(text('run.summary.itemTitle'))} validate={[required(), maxLength(200)]} />
            <SelectInput source="kind" label={translate(text('run.summary.kind'))} choices={kinds} defaultValue="task" validate={required()} />
            <SelectInput source="assigneeId" label={translate(text('run.summary.assignee'))} choices={people} emptyText={translate(text('run.summary.nobody'))} helperText={translate(text('run.summary.assigneeHelp'))} />
            <DateInput source="dueDate" label={translate(text('run.summary.dueDate'))} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
      </Box>
      {mayEdit && <SaveButton label={translate(text('run.summary.save'))} />}
    </Form>
  );
}
