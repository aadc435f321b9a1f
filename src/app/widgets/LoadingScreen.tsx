import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A centred spinner with a text; the default text is "Loading". */
export function LoadingScreen({ text }: { text?: string }) {
  const translate = useTranslate();
  const label = text ?? translate('app.loading');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 240, py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
