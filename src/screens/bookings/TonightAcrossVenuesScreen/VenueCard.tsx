import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import { useNumbers } from '@/i18n/useNumbers';
import { formatDate } from '@/shared/format';
import { nightLink } from './queries';
import { text } from './texts';

/** A term and its value; the bar under the value shows the share (the value says it in words). */
function Figure({ label, value, progress }: { label: string; value: string; progress?: number }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
      {progress !== undefined && (
        <Box component="dd" sx={{ m: 0, gridColumn: '1 / -1' }}>
          <LinearProgress variant="determinate" value={Math.min(100, progress)} aria-hidden />
        </Box>
      )}
    </Box>
  );
}

/** One venue's night: covers, tables, bookings, requests and the notes that close online booking; opens its night. */
export function VenueCard({ venue }: { venue: VenueTonight }) {
  const translate = useTranslate();
  const { percent } = useNumbers();
  const covers = venue.coversBooked ? (venue.coversArrived / venue.coversBooked) * 100 : 0;
  return (
    <Card variant="outlined" component="li" aria-labelledby={`venue-${venue.venueDetailsId}`} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h6" component="h3" id={`venue-${venue.venueDetailsId}`} sx={{ fontSize: '1.05rem' }}>
          <Link component={RouterLink} to={nightLink(venue.venueDetailsId, venue.night)} title={translate(text('tonight.open'), { venue: venue.name })}>
            {venue.name}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(text('tonight.night'), { date: formatDate(venue.night) })}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ mt: 1, mb: 0 }}>
          <Figure label={translate(text('tonight.covers'))} value={translate(text('tonight.coversValue'), { arrived: venue.coversArrived, booked: venue.coversBooked })} progress={covers} />
          <Figure
            label={translate(text('tonight.occupancy'))}
            value={translate(text('tonight.occupancyValue'), { percentage: percent(venue.percentage), booked: venue.bookedTables, total: venue.totalTables })}
            progress={venue.percentage}
          />
          <Figure label={translate(text('tonight.bookings'))} value={String(venue.bookings)} />
          <Figure label={translate(text('tonight.requests'))} value={String(venue.requestsWaiting)} />
        </Stack>
        {venue.closingNotes.length > 0 && (
          <Alert severity="warning" icon={<LockIcon fontSize="small" />} sx={{ mt: 1.5 }}>
            <strong>{translate(text('tonight.closed'))}</strong>
            {venue.closingNotes.map((note, i) => (
              <Typography key={i} variant="body2">
                {note}
              </Typography>
            ))}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
