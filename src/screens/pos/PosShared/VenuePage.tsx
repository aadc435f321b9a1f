import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { shared } from './texts';
import { usePosVenue } from './usePosVenue';

/**
 * The frame of a venue-level page used in the Venue service and in Upkeep: on Upkeep it shows the venue picker,
 * and it renders the page once a venue is known. The page is keyed by venue so that switching closes its forms.
 */
export function VenuePage({ toolbar, children }: { toolbar?: (venueId: string) => ReactNode; children: (venueId: string, country: CountryCode) => ReactNode }) {
  const translate = useTranslate();
  const choice = usePosVenue();
  if (choice.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (!choice.venueId) return <Alert severity="info">{translate(shared(choice.mode === 'venue' ? 'states.noVenue' : 'states.noPosVenues'))}</Alert>;
  const venueId = choice.venueId;
  return (
    <Box key={venueId}>
      {(choice.picker || toolbar) && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {choice.picker}
          <Box sx={{ flex: 1 }} />
          {toolbar?.(venueId)}
        </Stack>
      )}
      {children(venueId, choice.country)}
    </Box>
  );
}
