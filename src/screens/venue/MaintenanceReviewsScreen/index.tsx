import { useTranslate } from 'react-admin';
import { PagedSessions, usePaging } from '../VisitsReviewsScreen/PagedSessions';
import { reviewsPager, useReviews } from '../VisitsReviewsScreen/queries';
import { text } from '../VisitsReviewsScreen/texts';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Reviews({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const [paging, setPaging] = usePaging();
  const query = useReviews(venueId, paging);
  return <PagedSessions query={query} paging={paging} onPaging={setPaging} label={translate(text('overview.reviews'))} pager={reviewsPager(venueId)} fileName="maintenance-reviews" />;
}

/** Every maintenance review session of the venue, newest first, paged by the server (route /vp/lists/oldmaintenancereview). */
export default function MaintenanceReviewsScreen() {
  return <VenueGate>{(venueId) => <Reviews venueId={venueId} />}</VenueGate>;
}
