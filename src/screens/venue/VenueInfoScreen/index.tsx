import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSelection } from '@/app/selection/useSelection';
import { AddressCard } from './AddressCard';
import { GeneralCard } from './GeneralCard';
import { OpeningHoursCard } from './OpeningHoursCard';
import { text } from './texts';
import { useCanEditInfo } from './useCanEditInfo';
import { UsersCard } from './UsersCard';

function VenueInfo({ venueId }: { venueId: string }) {
  const canEdit = useCanEditInfo(venueId);
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <AddressCard venueId={venueId} canEdit={canEdit} />
      <GeneralCard venueId={venueId} canEdit={canEdit} />
      <OpeningHoursCard venueId={venueId} canEdit={canEdit} />
      <UsersCard venueId={venueId} />
    </Box>
  );
}

/** Address, general info, opening hours and users of the active venue (route /vp/info). */
export default function VenueInfoScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  // Keyed by venue: switching venue closes any open form rather than carrying its values to another venue.
  return <VenueInfo key={venueId} venueId={venueId} />;
}
