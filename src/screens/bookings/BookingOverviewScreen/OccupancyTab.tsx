import { Alert, Box, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { errorMessage } from '@/data/httpErrors';
import { useNumbers } from '@/i18n/useNumbers';
import { keys } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { NightsExport } from './NightsExport';
import { OccupancyExport } from './OccupancyExport';
import { text } from './texts';
import { DatePickerField, MonthPickerField } from '@/app/inputs/dates';

/** Booking percentage: per night of a month at the venue, and for several venues on one date. */
export function OccupancyTab({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const { percent } = useNumbers();
  const [month, setMonth] = useState(clock.moment().format('YYYY-MM'));
  const [date, setDate] = useState(clock.today());
  const [year, monthNo] = month.split('-').map(Number);
  const nights = useQuery({ queryKey: keys.occupancy(venueId, year, monthNo), queryFn: () => venueDetailsApi.bookingPercentage({ year, month: monthNo }), enabled: Boolean(year && monthNo) });
  const venues = useQuery({ queryKey: ['bookings', 'venueDetails'], queryFn: () => venueDetailsApi.getList({}) });
  const ids = (venues.data ?? []).map((v) => v.id);
  const byVenue = useQuery({ queryKey: ['bookings', 'occupancyByVenues', date, ids.join(',')], queryFn: () => venueDetailsApi.bookingPercentageByVenues({ body: { date, venueDetailIds: ids } }), enabled: ids.length > 0 });
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {translate(text('occupancy.monthTitle'))}
            </Typography>
            <MonthPickerField size="small" label={translate(text('occupancy.month'))} value={month} onChange={(value) => value && setMonth(value)} />
            {nights.data && <Typography variant="body2">{translate(text('occupancy.average'), { percentage: percent(nights.data.percentage) })}</Typography>}
            <NightsExport month={month} nights={nights.data?.nights ?? []} />
          </Stack>
          {nights.isPending && <Typography>{translate(kit('states.loading'))}</Typography>}
          {nights.isError && <Alert severity="error">{errorMessage(nights.error)}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 }} role="list">
            {nights.data?.nights.map((n) => {
              const label = translate(text('occupancy.night'), { date: formatDate(n.date), percentage: percent(n.percentage), booked: n.bookedTables, total: n.totalTables, guests: n.guests });
              return (
                <Tooltip key={n.date} title={label}>
                  <Box role="listitem" aria-label={label} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, gridColumnStart: n.date.endsWith('-01') ? dayjs(n.date).isoWeekday() : undefined }}>
                    <Typography variant="caption">{dayjs(n.date).format('ddd D')}</Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {percent(n.percentage)}
                    </Typography>
                    <LinearProgress variant="determinate" value={Math.min(100, n.percentage)} color={n.percentage >= 90 ? 'error' : n.percentage >= 75 ? 'warning' : 'primary'} />
                  </Box>
                </Tooltip>
              );
            })}
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {translate(text('occupancy.venuesTitle'))}
            </Typography>
            <DatePickerField size="small" label={translate(text('occupancy.date'))} value={date} onChange={(value) => value && setDate(value)} />
            <OccupancyExport date={date} rows={byVenue.data ?? []} />
          </Stack>
          {byVenue.isError && <Alert severity="error">{errorMessage(byVenue.error)}</Alert>}
          {venues.data && !ids.length && <Typography color="text.secondary">{translate(text('occupancy.noVenues'))}</Typography>}
          {byVenue.data && (
            <Table size="small" aria-label={translate(text('occupancy.venuesTitle'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('occupancy.venue'))}</TableCell>
                  <TableCell>{translate(text('occupancy.percentage'))}</TableCell>
                  <TableCell>{translate(text('occupancy.tables'))}</TableCell>
                  <TableCell>{translate(text('occupancy.bookings'))}</TableCell>
                  <TableCell>{translate(text('occupancy.guests'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {byVenue.data.map((v) => (
                  <TableRow key={v.venueDetailsId} selected={v.venueDetailsId === venueId}>
                    <TableCell>{v.name}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {percent(v.percentage)}
                      <LinearProgress variant="determinate" value={Math.min(100, v.percentage)} />
                    </TableCell>
                    <TableCell>
                      {v.bookedTables} / {v.totalTables}
                    </TableCell>
                    <TableCell>{v.bookings}</TableCell>
                    <TableCell>{v.guests}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
