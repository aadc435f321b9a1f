import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useReviews, useVisits } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { SessionTable } from '../VisitsReviewsScreen/SessionTable';
import { text } from '../VisitsReviewsScreen/texts';
import { oldVisitPath, type SessionSummary } from '../VisitsReviewsScreen/types';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

const earlier = (sessions: SessionSummary[]) => sessions.filter((s) => !s.listId);

function Earlier({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const visits = useVisits(venueId);
  const reviews = useReviews(venueId);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{translate(text('states.legacyHelp'))}</Typography>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{translate(text('overview.visits'))}</Typography>
        <QueryState query={visits}>{(data) => <SessionTable sessions={earlier(data)} label={translate(text('overview.visits'))} pathOf={oldVisitPath} />}</QueryState>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{translate(text('overview.reviews'))}</Typography>
        <QueryState query={reviews}>{(data) => <SessionTable sessions={earlier(data)} label={translate(text('overview.reviews'))} />}</QueryState>
      </Stack>
    </Stack>
  );
}

/** Visits and maintenance reviews from before the lists module (route /vp/old-lists). */
export default function OldListsScreen() {
  return <VenueGate>{(venueId) => <Earlier venueId={venueId} />}</VenueGate>;
}
