import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { InvalidFields } from '@/app/widgets/dialogs/useSubmission';
import { text } from './texts';
import type { Todo, TodoCategory } from './types';
import type { TodoValues } from './useTodos';
import { DatePickerField } from '@/app/inputs/dates';

interface TodoDialogProps {
  todo: Todo;
  categories: TodoCategory[];
  today: string;
  save: (values: TodoValues) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a to-do: title, note, flag, due date and category. A failed save keeps the input and shows why. */
export function TodoDialog({ todo, categories, today, save, onClose }: TodoDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<TodoValues>({
    title: todo.title,
    note: todo.note ?? null,
    flagged: Boolean(todo.flagged),
    hasDueDate: Boolean(todo.hasDueDate),
    startDate: todo.startDate ?? null,
    categoryId: todo.categoryId,
  });
  const set = (patch: Partial<TodoValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const local: Record<string, string> = {};
    if (!values.title.trim()) local.title = translate('ra.validation.required');
    if (values.hasDueDate && !values.startDate) local.startDate = translate('ra.validation.required');
    if (Object.keys(local).length) throw new InvalidFields(local);
    return save({ ...values, title: values.title.trim(), note: values.note?.trim() || null, startDate: values.hasDueDate ? values.startDate : null });
  };

  return (
    <FormDialog title={translate(text('dialog.editTodo'))} submit={submit} onClose={onClose}>
      {(errors) => (
        <>
          <TextField autoFocus fullWidth required label={translate(text('dialog.title'))} value={values.title} onChange={(e) => set({ title: e.target.value })} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField fullWidth multiline minRows={2} label={translate(text('dialog.note'))} value={values.note ?? ''} onChange={(e) => set({ note: e.target.value })} error={Boolean(errors.note)} helperText={errors.note} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <TextField select fullWidth label={translate(text('dialog.category'))} value={values.categoryId} onChange={(e) => set({ categoryId: e.target.value })} error={Boolean(errors.categoryId)} helperText={errors.categoryId}>
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel control={<Switch checked={values.flagged} onChange={(e) => set({ flagged: e.target.checked })} />} label={translate(text('dialog.flagged'))} />
            <FormControlLabel control={<Switch checked={values.hasDueDate} onChange={(e) => set({ hasDueDate: e.target.checked, startDate: e.target.checked ? (values.startDate ?? today) : values.startDate })} />} label={translate(text('dialog.hasDueDate'))} />
            {values.hasDueDate && (
              <DatePickerField
                size="small"
                label={translate(text('dialog.dueDate'))}
                value={values.startDate ?? ''}
                onChange={(value) => set({ startDate: value || null })}
                error={Boolean(errors.startDate)}
                helperText={errors.startDate}
              />
            )}
          </Stack>
        </>
      )}
    </FormDialog>
  );
}
