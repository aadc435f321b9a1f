import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MultilingualTextInput } from '@/app/inputs';
import { OrderActions } from './OrderActions';
import { text } from './texts';
import { newPartId, type ListValues, type Question } from './types';

interface PartsEditorProps {
  name: 'categories' | 'areas';
}

/** The categories or areas of a list: a name each, in order. Removing one leaves its questions without it. */
export function PartsEditor({ name }: PartsEditorProps) {
  const translate = useTranslate();
  const { control, getValues, setValue } = useFormContext<ListValues>();
  const parts = useFieldArray({ control, name, keyName: '_key' });
  const questionField = name === 'categories' ? 'categoryId' : 'areaId';

  const remove = (index: number) => {
    const id = getValues(`${name}.${index}.id`);
    (getValues('questions') ?? []).forEach((q: Question, i: number) => {
      if (q[questionField] === id) setValue(`questions.${i}.${questionField}`, null, { shouldDirty: true });
    });
    parts.remove(index);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate(text(name === 'categories' ? 'sections.categoriesHelp' : 'sections.areasHelp'))}
      </Typography>
      {parts.fields.map((field, index) => (
        <Stack key={field._key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`${name}-row`}>
          <MultilingualTextInput source={`${name}.${index}.name`} label={text('fields.name')} helperText={false} />
          <OrderActions index={index} count={parts.fields.length} onMove={parts.move} onRemove={remove} sx={{ mt: 1 }} />
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => parts.append({ id: newPartId(name === 'categories' ? 'c' : 'a'), name: {} })} sx={{ alignSelf: 'flex-start' }}>
        {translate(text(name === 'categories' ? 'actions.addCategory' : 'actions.addArea'))}
      </Button>
    </Stack>
  );
}
