import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Detail {
  label: string;
  value: ReactNode;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs as a description list; a missing value shows as a dash. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {details.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
            {isBlank(value) ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
