import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeleteVisitDialog } from '../VisitsReviewsScreen/DeleteVisitDialog';
import { PagedSessions, usePaging } from '../VisitsReviewsScreen/PagedSessions';
import { useVisits, visitsPager } from '../VisitsReviewsScreen/queries';
import { text } from '../VisitsReviewsScreen/texts';
import { oldVisitPath } from '../VisitsReviewsScreen/types';
import { useVisitDelete } from '../VisitsReviewsScreen/useVisitDelete';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Visits({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const [paging, setPaging] = usePaging();
  const query = useVisits(venueId, paging);
  const remover = useVisitDelete(venueId);
  return (
    <Stack spacing={2}>
      <PagedSessions query={query} paging={paging} onPaging={setPaging} label={translate(text('overview.visits'))} pathOf={oldVisitPath} onDelete={remover.allowed ? remover.ask : undefined} pager={visitsPager(venueId)} fileName="visits" />
      <DeleteVisitDialog remover={remover} />
    </Stack>
  );
}

/** Every visit session of the venue, newest first, paged by the server, with delete (route /vp/lists/oldvenuevisit). */
export default function VenueVisitsScreen() {
  return <VenueGate>{(venueId) => <Visits venueId={venueId} />}</VenueGate>;
}
