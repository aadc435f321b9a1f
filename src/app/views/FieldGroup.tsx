import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The inputs of a nested record under a heading. */
export function FieldGroup({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%', maxWidth: 720 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 1 }}>
        {translate(label)}
      </Typography>
      {children}
    </Box>
  );
}
