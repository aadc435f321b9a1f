import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { enumLabelKey, type EnumKey } from '../enums';

/** A list of plain values as chips (an enum's values by their translated labels); a list of records as their count. */
export function ListValuesField({ source, enumKey }: FieldProps & { source: string; enumKey?: EnumKey }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as unknown[] | null | undefined;
  if (!value?.length) return null;
  if (value.some((v) => typeof v === 'object' && v !== null)) return <Chip size="small" variant="outlined" label={String(value.length)} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((v) => (
        <Chip key={String(v)} size="small" label={enumKey ? translate(enumLabelKey(enumKey, v as string | number)) : String(v)} />
      ))}
    </Stack>
  );
}
