import { Box, FormLabel, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { InvalidFields } from '@/app/widgets/dialogs/useSubmission';
import { CATEGORY_COLORS, CATEGORY_ICONS, CategoryIcon } from './CategoryIcon';
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
  const submit = () => {
    if (!values.name.trim()) throw new InvalidFields({ name: translate('ra.validation.required') });
    return save({ ...values, name: values.name.trim() });
  };

  return (
    <FormDialog title={translate(text(category ? 'dialog.editCategory' : 'dialog.newCategory'))} maxWidth="xs" submit={submit} onClose={onClose}>
      {(errors) => (
        <>
          <TextField
            autoFocus
            fullWidth
            required
            label={translate(text('dialog.name'))}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Box>
            <FormLabel component="div" sx={{ mb: 1 }} id="todo-category-icon">
              {translate(text('dialog.icon'))}
            </FormLabel>
            <ToggleButtonGroup exclusive size="small" value={values.icon} onChange={(_e, icon: CategoryIconName | null) => icon && setValues({ ...values, icon })} aria-labelledby="todo-category-icon" sx={{ flexWrap: 'wrap' }}>
              {(Object.keys(CATEGORY_ICONS) as CategoryIconName[]).map((icon) => (
                <ToggleButton key={icon} value={icon} aria-label={translate(enumLabelKey('personalTodoCategories.icon', icon))} title={translate(enumLabelKey('personalTodoCategories.icon', icon))}>
                  <CategoryIcon icon={icon} fontSize="small" />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box>
            <FormLabel component="div" sx={{ mb: 1 }} id="todo-category-color">
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
          </Box>
        </>
      )}
    </FormDialog>
  );
}
