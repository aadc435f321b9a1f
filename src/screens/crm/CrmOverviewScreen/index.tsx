import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { crmStatisticsApi } from '@generated/client/api/crmStatistics';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { QueryView } from '@/app/widgets/QueryView';
import { text } from './texts';

const KEY = ['crmStatistics'];
const CONSENTS = ['PersonalData', 'Email', 'Marketing', 'Analytics', 'Phone', 'SoMe', 'Enrichment', 'SnailMail'];
const number = (n: number) => n.toLocaleString('da-DK');
type Statistics = Awaited<ReturnType<typeof crmStatisticsApi.getLatest>>;

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Card sx={{ flex: '1 1 160px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {number(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CountryCard({ numbers }: { numbers: Statistics['countries'][number] }) {
  const translate = useTranslate();
  const max = Math.max(1, ...numbers.newGuestsByMonth.map((m) => m.guests));
  return (
    <Card sx={{ flex: '1 1 320px' }}>
      <CardHeader
        title={translate(`countries.${numbers.country}`)}
        subheader={`${translate(text('country.guests'), { count: number(numbers.guests) })} · ${translate(text('country.anonymized'), { count: number(numbers.anonymized) })}`}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {translate(text('country.consents'))}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, my: 1 }}>
          {CONSENTS.map((c) => (
            <Box key={c} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {translate(enumLabelKey('guestProfiles.consentType', c))}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {number(numbers.consents[c] ?? 0)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate(text('country.months'))}
        </Typography>
        {numbers.newGuestsByMonth.map((m) => (
          <Box key={m.month} sx={{ my: 0.5 }}>
            <Typography variant="caption">{translate(text('country.month'), { month: m.month, count: number(m.guests) })}</Typography>
            <LinearProgress variant="determinate" value={(m.guests / max) * 100} aria-hidden />
          </Box>
        ))}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate(text('country.inbox'))}
        </Typography>
        <Typography variant="body2">
          {translate(text('country.messenger'), { count: numbers.openMessengerConversations })} · {translate(text('country.email'), { count: numbers.openEmailConversations })}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The CRM overview (route /crm/overview): the latest statistics of the countries the user may see. */
export default function CrmOverviewScreen() {
  const translate = useTranslate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => crmStatisticsApi.getLatest() });
  const refresh = useMutation({ mutationFn: () => crmStatisticsApi.getLatest({ refresh: true }), onSuccess: (data) => client.setQueryData(KEY, data) });
  return (
    <QueryView query={query}>
      {(stats) =>
        stats.countries.length === 0 ? (
          <Alert severity="info">{translate(text('empty'))}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {translate(text('computed'), { date: formatDateTime(stats.computedAt) })}
              </Typography>
              <Button startIcon={<RefreshIcon />} onClick={() => refresh.mutate()} disabled={refresh.isPending}>
                {translate(text('refresh'))}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <Tile label={translate(text('totals.guests'))} value={stats.totals.guests} />
              <Tile label={translate(text('totals.newGuests'))} value={stats.totals.newGuests30Days} />
              <Tile label={translate(text('totals.referred'))} value={stats.totals.referred} />
              <Tile label={translate(text('totals.open'))} value={stats.totals.openConversations} />
              <Tile label={translate(text('totals.unassigned'))} value={stats.totals.unassignedConversations} />
              <Tile label={translate(text('totals.unread'))} value={stats.totals.unreadMessages} />
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              {stats.countries.map((c) => (
                <CountryCard key={c.country} numbers={c} />
              ))}
            </Stack>
          </Stack>
        )
      }
    </QueryView>
  );
}
