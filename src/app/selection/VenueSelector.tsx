import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSwitchers } from '../navigation/useSwitchers';
import { useSession } from '../session/SessionProvider';
import { useSelection } from './useSelection';

/** Picks the active venue among the user's venues. */
export function VenueSelector() {
  const translate = useTranslate();
  const { venues } = useSession();
  const { venueId } = useSelection();
  const { switchVenue } = useSwitchers();
  const value = venues.find((v) => v.venueId === venueId) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 180, md: 220, lg: 260 } }}
      options={venues}
      value={value}
      disableClearable={Boolean(value)}
      getOptionLabel={(v) => v.name}
      groupBy={(v) => (v.country ? translate(`countries.${v.country}`) : '')}
      isOptionEqualToValue={(a, b) => a.venueId === b.venueId}
      onChange={(_e, v) => v && switchVenue(v.venueId)}
      noOptionsText={translate('app.selector.noVenues')}
      renderInput={(params) => <TextField {...params} label={translate('app.selector.venue')} />}
    />
  );
}
