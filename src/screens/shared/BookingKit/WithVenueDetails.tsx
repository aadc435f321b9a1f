import { Alert, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '@/app/session/SessionProvider';
import { useSelection } from '@/app/selection/useSelection';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, useVenueDetails, type VenueDetails } from './queries';
import { kit } from './texts';

/** Wraps a booking screen: a venue must be chosen and set up for table booking. Its times are the venue's, and say so. */
export function WithVenueDetails({ children }: { children: (venueId: string, details: VenueDetails) => ReactNode }) {
  const translate = useTranslate();
  const { venueId } = useSelection();
  const details = useVenueDetails(venueId ?? '');
  const { venues } = useSession();
  if (!venueId) return <Alert severity="info">{translate(kit('states.noVenue'))}</Alert>;
  if (details.isPending) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (details.isError) return <Alert severity="error" action={<Button onClick={() => details.refetch()}>{translate(kit('actions.retry'))}</Button>}>{errorMessage(details.error)}</Alert>;
  if (!details.data) return <Alert severity="info">{translate(kit('states.notOnBooking'))}</Alert>;
  return (
    <>
      <VenueTimeNote timeZone={clockOf(details.data).timeZone} venue={venues.find((v) => v.venueId === venueId)?.name ?? ''} />
      {children(venueId, details.data)}
    </>
  );
}

