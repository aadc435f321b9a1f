import HistoryIcon from '@mui/icons-material/History';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { DeleteVisitDialog } from './DeleteVisitDialog';
import { ListCards } from './ListCards';
import { useReviews, useVenueLists, useVisits } from './queries';
import { QueryState } from './QueryState';
import { SessionTable } from './SessionTable';
import { text } from './texts';
import { useVisitDelete } from './useVisitDelete';
import { VenueGate } from './VenueGate';

const RECENT = 8;

function Section({ title, more, children }: { title: string; more?: { to: string; label: string }; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)}>
      {/* Danish names these in one long word: on a phone the link goes under the title instead of past the window. */}
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {translate(title)}
        </Typography>
        {more && (
          <Button component={Link} to={more.to} size="small">
            {translate(more.label)}
          </Button>
        )}
      </Stack>
      {children}
    </Box>
  );
}

function Overview({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  // The latest few of each; their own pages have the rest, paged by the server.
  const visits = useVisits(venueId, { page: 1, perPage: RECENT });
  const reviews = useReviews(venueId, { page: 1, perPage: RECENT });
  const lists = useVenueLists(venueId);
  const remover = useVisitDelete(venueId);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={Link} to="/vp/lists/eodReports" startIcon={<SummarizeIcon />} variant="outlined">
          {translate(text('overview.eodReports'))}
        </Button>
        <Button component={Link} to="/vp/old-lists" startIcon={<HistoryIcon />}>
          {translate(text('overview.earlier'))}
        </Button>
      </Stack>
      <Section title={text('overview.lists')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(text('overview.listsHelp'))}
        </Typography>
        <QueryState query={lists}>{(data) => <ListCards lists={data} />}</QueryState>
      </Section>
      <Section title={text('overview.visits')} more={{ to: '/vp/lists/oldvenuevisit', label: text('overview.allVisits') }}>
        <QueryState query={visits}>
          {(data) => <SessionTable sessions={data.items} label={translate(text('overview.visits'))} onDelete={remover.allowed ? remover.ask : undefined} />}
        </QueryState>
      </Section>
      <Section title={text('overview.reviews')} more={{ to: '/vp/lists/oldmaintenancereview', label: text('overview.allReviews') }}>
        <QueryState query={reviews}>{(data) => <SessionTable sessions={data.items} label={translate(text('overview.reviews'))} />}</QueryState>
      </Section>
      <DeleteVisitDialog remover={remover} />
    </Stack>
  );
}

/** The venue's lists with their latest scores, its recent visits and maintenance reviews (route /vp/lists). */
export default function VisitsReviewsScreen() {
  return <VenueGate>{(venueId) => <Overview venueId={venueId} />}</VenueGate>;
}
