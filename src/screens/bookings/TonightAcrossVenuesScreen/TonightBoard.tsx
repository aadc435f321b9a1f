import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryView } from '@/app/widgets/QueryView';
import { formatTime } from '@/shared/format';
import { useTonight } from './queries';
import { text } from './texts';
import { TonightExport } from './TonightExport';
import { VenueCard } from './VenueCard';

/** Every permitted venue's night side by side, updated every 30 s and on focus, with the time of the last update. */
export function TonightBoard() {
  const translate = useTranslate();
  const query = useTonight();
  return (
    <QueryView query={query} loadingText={translate(text('tonight.loading'))} empty={{ when: (d) => !d.venues.length, text: translate(text('tonight.empty')) }}>
      {(data) => {
        const sum = (pick: (v: (typeof data.venues)[number]) => number) => data.venues.reduce((s, v) => s + pick(v), 0);
        return (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Typography variant="subtitle1" component="p">
                {translate(text('tonight.totals'), { arrived: sum((v) => v.coversArrived), booked: sum((v) => v.coversBooked), requests: sum((v) => v.requestsWaiting) })}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary" role="status" title={translate(text('tonight.every'))}>
                  {translate(text('tonight.updated'), { time: formatTime(data.computedAt) })}
                </Typography>
                <Button size="small" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
                  {translate(text(query.isFetching ? 'tonight.refreshing' : 'tonight.refresh'))}
                </Button>
                <TonightExport venues={data.venues} />
              </Stack>
            </Stack>
            <Box component="ul" aria-label={translate(text('tonight.venues'))} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 2, p: 0, m: 0 }}>
              {data.venues.map((venue) => (
                <VenueCard key={venue.venueDetailsId} venue={venue} />
              ))}
            </Box>
          </Stack>
        );
      }}
    </QueryView>
  );
}
