import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { useSelection } from '@/app/selection/useSelection';
import { useCanWrite } from '@/app/access/useCanWrite';
import { QueryView } from '../PosShared/QueryView';
import { SettingsCard } from './SettingsCard';
import { LocationsCard, StoragesCard, TerminalsCard } from './SetupCards';
import { text } from './texts';
import { useVenue } from './useVenue';

/** One POS venue: its storages, the locations inside them, its terminals and its settings. */
export function VenueEdit() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { countryId } = useSelection();
  const venue = useVenue(id);
  const canEdit = useCanWrite('posVenues.updateSettings', { venueId: id });
  return (
    <Box>
      <Button component={Link} to={`/procurement/poc/venues?countryId=${countryId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {translate(text('edit.back'))}
      </Button>
      <QueryView query={venue}>
        {(data) => (
          <>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {data.name}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
              <StoragesCard venue={data} canEdit={canEdit} />
              <LocationsCard venue={data} canEdit={canEdit} />
              <TerminalsCard venue={data} canEdit={canEdit} />
              <SettingsCard venue={data} canEdit={canEdit} />
            </Box>
          </>
        )}
      </QueryView>
    </Box>
  );
}
