import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BANDS, NO_TABLES } from './scale';
import { text } from './texts';

/** What each colour of the heatmap stands for, in words. */
export function Legend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" component="ul" aria-label={translate(text('heatmap.legend'))} sx={{ flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none', alignItems: 'center' }}>
      {[...BANDS, NO_TABLES].map((band) => (
        <Stack key={band.key} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: band.background, border: 1, borderColor: 'divider', borderStyle: band.key === 'none' ? 'dashed' : 'solid' }} />
          <Typography variant="body2">{translate(text(`heatmap.band.${band.key}`))}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
