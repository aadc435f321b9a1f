import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumChoices, type EnumKey } from '../enums';

/** A select of an enum's values in words, for a field the screen keeps itself (in a react-admin form: `EnumInput`). */
export function EnumSelect({ enumKey, ...field }: Omit<TextFieldProps, 'select' | 'children'> & { enumKey: EnumKey }) {
  const translate = useTranslate();
  return (
    <TextField select {...field}>
      {enumChoices(enumKey).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {translate(c.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
