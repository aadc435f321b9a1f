import { Alert } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import type { VenueTaskInput } from '@generated/shared/types/venueTasks';
import { enumLabelKey } from '@/app/enums';
import { EnumInput } from '@/app/inputs/EnumInput';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { REPEAT_ENUM, ROLE_TYPE_ENUM, roleTypeChoices } from './taskTypes';
import { text } from './texts';
import type { WeekTask } from './types';

type TaskValues = Pick<VenueTaskInput, 'title' | 'description' | 'roleTypeId' | 'date' | 'repeat'>;

interface TaskDialogProps {
  venueId: string;
  /** The task to edit; without one the dialog creates a task. */
  task?: WeekTask;
  /** The date a new task starts on. */
  date: string;
  mayUseMarketing: boolean;
  save: (body: VenueTaskInput) => Promise<unknown>;
  onClose: () => void;
}

function initialValues(task: WeekTask | undefined, date: string): TaskValues {
  if (!task) return { title: '', description: null, roleTypeId: '', date, repeat: 'none' };
  // A repeating task is edited as a series: its own first date, not the occurrence it was opened from.
  return { title: task.title, description: task.description, roleTypeId: task.roleTypeId, date: task.date, repeat: task.repeat };
}

/**
 * Creates or edits a task. A failed save keeps the dialog open with what was typed, shows the server's message on
 * top (a 409 says someone else changed the task) and its field messages on the fields.
 */
export function TaskDialog({ venueId, task, date, mayUseMarketing, save, onClose }: TaskDialogProps) {
  const translate = useTranslate();
  const submit = (v: TaskValues) =>
    save({
      ...(task && { id: task.id, version: task.version }),
      venueId: task?.venueId ?? venueId,
      title: v.title,
      description: v.description ?? null,
      roleTypeId: v.roleTypeId ?? '',
      date: v.date,
      repeat: v.repeat ?? 'none',
    });

  return (
    <FormDialog title={translate(text(task ? 'dialog.edit' : 'dialog.create'))} defaultValues={initialValues(task, date)} onSave={submit} onClose={onClose}>
      {task && task.repeat !== 'none' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('dialog.series'))}
        </Alert>
      )}
      <TextInput source="title" label="resources.venueTasks.fields.title" validate={[required(), maxLength(200)]} autoFocus />
      <TextInput source="description" label="resources.venueTasks.fields.description" validate={maxLength(2000)} multiline minRows={2} />
      <SelectInput
        source="roleTypeId"
        label="resources.venueTasks.fields.roleTypeId"
        choices={roleTypeChoices(mayUseMarketing, task?.roleTypeId)}
        emptyText={translate(enumLabelKey(ROLE_TYPE_ENUM, ''))}
      />
      <DateInput source="date" label="resources.venueTasks.fields.date" validate={required()} />
      <EnumInput source="repeat" enumKey={REPEAT_ENUM} label="resources.venueTasks.fields.repeat" validate={required()} />
    </FormDialog>
  );
}
