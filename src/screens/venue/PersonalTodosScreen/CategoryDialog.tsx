import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormLabel, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { CATEGORY_COLORS, CATEGORY_ICONS, CategoryIcon } from './CategoryIcon';
import { fieldErrors } from '@/data/httpErrors';
import { text } from './texts';
import type { CategoryIconName, TodoCategory } from './types';
import type { CategoryValues } from './useTodos';

interface CategoryDialogProps {
  category?: TodoCategory;
  save: (values: CategoryValues) => Promise<unknown>;
  onClose: () => void;
}

/** Creates or edits a category: a name, one of the icons and one of the colours. Keeps the input when saving fails. */
export function CategoryDialog({ category, save, onClose }: CategoryDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<CategoryValues>({ name: category?.name ?? '', icon: category?.icon ?? 'List', color: category?.color ?? CATEGORY_COLORS[0] });
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: translate('ra.validation.required') });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await save({ ...values, name: values.name.trim() });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setErrors(fieldErrors(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };

  const titleId = 'todo-category-dialog-title';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(text(category ? 'dialog.editCategory' : 'dialog.newCategory'))}</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate(text('dialog.name'))}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <FormLabel component="div" sx={{ mt: 2, mb: 1 }} id="todo-category-icon">
            {translate(text('dialog.icon'))}
          </FormLabel>
          <ToggleButtonGroup exclusive size="small" value={values.icon} onChange={(_e, icon: CategoryIconName | null) => icon && setValues({ ...values, icon })} aria-labelledby="todo-category-icon" sx={{ flexWrap: 'wrap' }}>
            {(Object.keys(CATEGORY_ICONS) as CategoryIconName[]).map((icon) => (
              <ToggleButton key={icon} value={icon} aria-label={translate(enumLabelKey('personalTodoCategories.icon', icon))} title={translate(enumLabelKey('personalTodoCategories.icon', icon))}>
                <CategoryIcon icon={icon} fontSize="small" />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormLabel component="div" sx={{ mt: 2, mb: 1 }} id="todo-category-color">
            {translate(text('dialog.color'))}
          </FormLabel>
          <Box role="radiogroup" aria-labelledby="todo-category-color" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {CATEGORY_COLORS.map((color) => (
              <Box
                key={color}
                component="button"
                type="button"
                role="radio"
                aria-checked={values.color === color}
                aria-label={color}
                onClick={() => setValues({ ...values, color })}
                sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: color, border: 3, borderColor: values.color === color ? 'text.primary' : 'transparent', cursor: 'pointer' }}
              />
            ))}
          </Box>
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
