import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeleteVisitDialog } from '../VisitsReviewsScreen/DeleteVisitDialog';
import { useVisits } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { SessionTable } from '../VisitsReviewsScreen/SessionTable';
import { text } from '../VisitsReviewsScreen/texts';
import { oldVisitPath } from '../VisitsReviewsScreen/types';
import { useVisitDelete } from '../VisitsReviewsScreen/useVisitDelete';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Visits({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const query = useVisits(venueId);
  const remover = useVisitDelete(venueId);
  return (
    <Stack spacing={2}>
      <QueryState query={query}>
        {(sessions) => <SessionTable sessions={sessions} label={translate(text('overview.visits'))} pageSize={25} pathOf={oldVisitPath} onDelete={remover.allowed ? remover.ask : undefined} />}
      </QueryState>
      <DeleteVisitDialog remover={remover} />
    </Stack>
  );
}

/** Every visit session of the venue, newest first, with delete (route /vp/lists/oldvenuevisit). */
export default function VenueVisitsScreen() {
  return <VenueGate>{(venueId) => <Visits venueId={venueId} />}</VenueGate>;
}
