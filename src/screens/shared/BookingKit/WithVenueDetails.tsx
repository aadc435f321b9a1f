import { Alert, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSelection } from '@/app/selection/useSelection';
import { errorMessage } from '@/data/httpErrors';
import { useVenueDetails, type VenueDetails } from './queries';
import { kit } from './texts';

/** Wraps a booking screen: a venue must be chosen and set up for table booking. */
export function WithVenueDetails({ children }: { children: (venueId: string, details: VenueDetails) => ReactNode }) {
  const translate = useTranslate();
  const { venueId } = useSelection();
  const details = useVenueDetails(venueId ?? '');
  if (!venueId) return <Alert severity="info">{translate(kit('states.noVenue'))}</Alert>;
  if (details.isPending) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (details.isError) return <Alert severity="error" action={<Button onClick={() => details.refetch()}>{translate(kit('actions.retry'))}</Button>}>{errorMessage(details.error)}</Alert>;
  if (!details.data) return <Alert severity="info">{translate(kit('states.notOnBooking'))}</Alert>;
  return <>{children(venueId, details.data)}</>;
}

