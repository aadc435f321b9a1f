import { Autocomplete, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, maxLength, required, useInput, useTranslate } from 'react-admin';
import { text } from './texts';

const validate = [required(), maxLength(100)];

/**
 * A guest label: the labels of guest segmentation are offered as the marketer types (so "VIP" is not typed "Vip"
 * in one automation and "VIP" in another), and a new label can still be typed.
 */
export function LabelInput({ source, label, labels }: { source: string; label: string; labels: string[] }) {
  const translate = useTranslate();
  const {
    id,
    field,
    fieldState: { error, invalid },
  } = useInput({ source, validate, isRequired: true });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      autoSelect={false}
      options={labels}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => field.onChange(next)}
      onChange={(_event, next) => field.onChange(typeof next === 'string' ? next : '')}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          onBlur={field.onBlur}
          label={<FieldTitle label={label} source={source} isRequired />}
          error={invalid}
          helperText={<InputHelperText error={invalid ? error?.message : undefined} helperText={translate(text('fields.labelHelp'))} />}
        />
      )}
    />
  );
}
