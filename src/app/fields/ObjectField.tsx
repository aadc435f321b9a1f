import { Box, Typography } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';

/** A nested record as label: value lines. */
export function ObjectField({ source }: FieldProps & { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const value = useFieldValue({ source }) as Record<string, unknown> | null | undefined;
  if (!value) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {Object.entries(value).map(([key, v]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`resources.${resource}.fields.${source}.${key}`, { _: key })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
