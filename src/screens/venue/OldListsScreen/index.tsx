import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PagedSessions, usePaging } from '../VisitsReviewsScreen/PagedSessions';
import { reviewsPager, useReviews, useVisits, visitsPager } from '../VisitsReviewsScreen/queries';
import { text } from '../VisitsReviewsScreen/texts';
import { oldVisitPath } from '../VisitsReviewsScreen/types';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Earlier({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const [visitPaging, setVisitPaging] = usePaging(10);
  const [reviewPaging, setReviewPaging] = usePaging(10);
  // Only sessions from before the lists module (without a list), paged by the server.
  const visits = useVisits(venueId, visitPaging, true);
  const reviews = useReviews(venueId, reviewPaging, true);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{translate(text('states.legacyHelp'))}</Typography>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{translate(text('overview.visits'))}</Typography>
        <PagedSessions query={visits} paging={visitPaging} onPaging={setVisitPaging} label={translate(text('overview.visits'))} pathOf={oldVisitPath} pager={visitsPager(venueId, true)} fileName="earlier-visits" />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{translate(text('overview.reviews'))}</Typography>
        <PagedSessions query={reviews} paging={reviewPaging} onPaging={setReviewPaging} label={translate(text('overview.reviews'))} pager={reviewsPager(venueId, true)} fileName="earlier-maintenance-reviews" />
      </Stack>
    </Stack>
  );
}

/** Visits and maintenance reviews from before the lists module (route /vp/old-lists). */
export default function OldListsScreen() {
  return <VenueGate>{(venueId) => <Earlier venueId={venueId} />}</VenueGate>;
}
