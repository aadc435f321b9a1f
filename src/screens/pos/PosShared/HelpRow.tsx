import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** The screen's help above its content, with what acts on the whole page (an Export) beside it; wrapping under it on a phone. */
export function HelpRow({ help, children }: { help: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Alert severity="info" sx={{ flex: '1 1 280px' }}>
        {help}
      </Alert>
      {children}
    </Stack>
  );
}
