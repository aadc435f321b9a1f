import { Alert, Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { errorMessage } from '@/data/httpErrors';
import { clockOf, keys, useSetups, type VenueDetails } from '../../shared/BookingKit/queries';
import { currentNight } from '../../shared/BookingKit/night';
import { kit } from '../../shared/BookingKit/texts';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { useCanEditSetup } from '../VenueSetupScreen/useCanEdit';
import { ActiveSetupCard } from './ActiveSetupCard';
import { AddEntryCard } from './AddEntryCard';
import { CalendarCard } from './CalendarCard';
import { EntriesCard } from './EntriesCard';

function Calendar({ venueId, details }: { venueId: string; details: VenueDetails }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const canEdit = useCanEditSetup(venueId);
  const entries = useQuery({ queryKey: keys.calendar(venueId), queryFn: () => venueSetupCalendarEntriesApi.getList({}) });
  const setups = useSetups(venueId);
  const reload = () => client.invalidateQueries({ queryKey: keys.venue(venueId) });
  if (entries.isError) return <Alert severity="error">{errorMessage(entries.error)}</Alert>;
  if (!entries.data || !setups.data) return <Typography>{translate(kit('states.loading'))}</Typography>;
  return (
    // A grid column that may shrink below its content: the entries table scrolls inside its card on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <ActiveSetupCard venueId={venueId} timeZone={clockOf(details).timeZone} />
      <CalendarCard venueId={venueId} clock={clockOf(details)} today={currentNight(clockOf(details))} setups={setups.data} entries={entries.data} canEdit={canEdit} onChanged={reload} />
      <EntriesCard entries={entries.data} setups={setups.data} canEdit={canEdit} onChanged={reload} />
      {canEdit && <AddEntryCard venueId={venueId} setups={setups.data} onAdded={reload} />}
    </Box>
  );
}

/** Setup calendar (route /marcom/marcom/calendar): which setup is active when, by month or week; the entries and their priorities. */
export default function SetupCalendarScreen() {
  return <WithVenueDetails>{(venueId, details) => <Calendar key={venueId} venueId={venueId} details={details} />}</WithVenueDetails>;
}
