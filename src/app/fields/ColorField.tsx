import { Box } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

/** A colour as a swatch with its code. */
export function ColorField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: value, border: 1, borderColor: 'divider' }} />
      {value}
    </Box>
  );
}
