import { useTranslate } from 'react-admin';
import { useReviews } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { SessionTable } from '../VisitsReviewsScreen/SessionTable';
import { text } from '../VisitsReviewsScreen/texts';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Reviews({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const query = useReviews(venueId);
  return <QueryState query={query}>{(sessions) => <SessionTable sessions={sessions} label={translate(text('overview.reviews'))} pageSize={25} />}</QueryState>;
}

/** Every maintenance review session of the venue, newest first (route /vp/lists/oldmaintenancereview). */
export default function MaintenanceReviewsScreen() {
  return <VenueGate>{(venueId) => <Reviews venueId={venueId} />}</VenueGate>;
}
