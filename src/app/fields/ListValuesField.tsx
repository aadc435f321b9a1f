import { Chip, Stack } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

/** A list of plain values as chips; a list of records as their count. */
export function ListValuesField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source }) as unknown[] | null | undefined;
  if (!value?.length) return null;
  if (value.some((v) => typeof v === 'object' && v !== null)) return <Chip size="small" variant="outlined" label={String(value.length)} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {value.map((v) => (
        <Chip key={String(v)} size="small" label={String(v)} />
      ))}
    </Stack>
  );
}
