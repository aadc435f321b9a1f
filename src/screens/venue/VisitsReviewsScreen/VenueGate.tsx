import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSelection } from '@/app/selection/useSelection';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { text } from './texts';

/** The Visits & Reviews screens work on the active venue; they start again when it changes. Used on the floor. */
export function VenueGate({ children }: { children: (venueId: string) => ReactNode }) {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return (
    <Box key={venueId} sx={phoneTouchTargets}>
      {children(venueId)}
    </Box>
  );
}
