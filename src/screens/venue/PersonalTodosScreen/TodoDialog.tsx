import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrors } from '@/data/httpErrors';
import { text } from './texts';
import type { Todo, TodoCategory } from './types';
import type { TodoValues } from './useTodos';

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
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<TodoValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.title.trim()) local.title = translate('ra.validation.required');
    if (values.hasDueDate && !values.startDate) local.startDate = translate('ra.validation.required');
    if (Object.keys(local).length) return setErrors(local);
    setSaving(true);
    setError(null);
    try {
      await save({ ...values, title: values.title.trim(), note: values.note?.trim() || null, startDate: values.hasDueDate ? values.startDate : null });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setErrors(fieldErrors(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="todo-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="todo-dialog-title">{translate(text('dialog.editTodo'))}</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          <TextField autoFocus fullWidth required margin="dense" label={translate(text('dialog.title'))} value={values.title} onChange={(e) => set({ title: e.target.value })} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField fullWidth multiline minRows={2} margin="dense" label={translate(text('dialog.note'))} value={values.note ?? ''} onChange={(e) => set({ note: e.target.value })} error={Boolean(errors.note)} helperText={errors.note} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <TextField select fullWidth margin="dense" label={translate(text('dialog.category'))} value={values.categoryId} onChange={(e) => set({ categoryId: e.target.value })} error={Boolean(errors.categoryId)} helperText={errors.categoryId}>
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            <FormControlLabel control={<Switch checked={values.flagged} onChange={(e) => set({ flagged: e.target.checked })} />} label={translate(text('dialog.flagged'))} />
            <FormControlLabel control={<Switch checked={values.hasDueDate} onChange={(e) => set({ hasDueDate: e.target.checked, startDate: e.target.checked ? (values.startDate ?? today) : values.startDate })} />} label={translate(text('dialog.hasDueDate'))} />
            {values.hasDueDate && (
              <TextField
                type="date"
                size="small"
                label={translate(text('dialog.dueDate'))}
                value={values.startDate ?? ''}
                onChange={(e) => set({ startDate: e.target.value || null })}
                error={Boolean(errors.startDate)}
                helperText={errors.startDate}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
