import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryView } from '@/app/widgets/QueryView';
import { useNumbers } from '@/i18n/useNumbers';
import { clock } from '@/shared/clock';
import dayjs from '@/shared/dayjs';
import type { VenueMonth } from '@/shared/bookings/tonightAcrossVenues';
import { formatDate } from '@/shared/format';
import { HeatmapExport } from './HeatmapExport';
import { Legend } from './Legend';
import { nightLink, useMonthOccupancy } from './queries';
import { bandOf } from './scale';
import { text } from './texts';
import { MonthPickerField } from '@/app/inputs/dates';

const MONTH = /^\d{4}-\d{2}$/;

function Rows({ venues }: { venues: VenueMonth[] }) {
  const translate = useTranslate();
  const { percent } = useNumbers();
  return (
    <TableBody>
      {venues.map((venue) => (
        <TableRow key={venue.venueDetailsId}>
          <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 140, fontWeight: 600 }}>
            {venue.name}
          </TableCell>
          {venue.nights.map((night) => {
            const band = bandOf(night.percentage, night.totalTables);
            const label = night.totalTables
              ? translate(text('heatmap.cell'), { venue: venue.name, date: formatDate(night.date), percentage: percent(night.percentage), booked: night.bookedTables, total: night.totalTables })
              : translate(text('heatmap.noTables'), { venue: venue.name, date: formatDate(night.date) });
            return (
              <TableCell key={night.date} sx={{ p: 0.25, textAlign: 'center' }}>
                <Link
                  component={RouterLink}
                  to={nightLink(venue.venueDetailsId, night.date)}
                  aria-label={label}
                  title={label}
                  underline="none"
                  sx={{ display: 'block', minWidth: 30, py: 0.5, borderRadius: 0.5, fontSize: '0.75rem', fontWeight: 600, bgcolor: band.background, color: band.color, border: band.key === 'none' ? 1 : 0, borderColor: 'divider', borderStyle: 'dashed' }}
                >
                  {night.totalTables ? Math.round(night.percentage) : '–'}
                </Link>
              </TableCell>
            );
          })}
          <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{percent(venue.percentage)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** Occupancy by venue and night of a month: a number in every cell, coloured by a scale the legend explains. */
export function OccupancyHeatmap() {
  const translate = useTranslate();
  const [month, setMonth] = useState(clock.moment().format('YYYY-MM'));
  const first = dayjs(`${month}-01`);
  const shift = (by: number) => setMonth(first.add(by, 'month').format('YYYY-MM'));
  const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day'));
  const caption = translate(text('heatmap.caption'), { month: first.format('MMMM YYYY') });
  const occupancy = useMonthOccupancy(first.year(), first.month() + 1);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ mr: 1 }}>
          {translate(text('heatmap.title'))}
        </Typography>
        <IconButton aria-label={translate(text('heatmap.previous'))} onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <MonthPickerField
          size="small"
          label={translate(text('heatmap.month'))}
          value={month}
          onChange={(value) => MONTH.test(value) && setMonth(value)}
        />
        <IconButton aria-label={translate(text('heatmap.next'))} onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
        <HeatmapExport month={month} days={days.map((d) => d.format('YYYY-MM-DD'))} venues={occupancy.data?.venues ?? []} />
      </Stack>
      <Legend />
      <QueryView query={occupancy} loadingText={translate(text('heatmap.loading'))} empty={{ when: (d) => !d.venues.length, text: translate(text('tonight.empty')) }}>
        {(data) => (
          <Box role="region" aria-label={translate(text('heatmap.title'))} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table size="small" sx={{ borderCollapse: 'separate', '& td, & th': { borderBottom: 'none' } }}>
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                    {translate(text('heatmap.venue'))}
                  </TableCell>
                  {days.map((d) => (
                    <TableCell key={d.date()} component="th" scope="col" abbr={formatDate(d.format('YYYY-MM-DD'))} sx={{ p: 0.25, textAlign: 'center', fontSize: '0.7rem', lineHeight: 1.2 }}>
                      {d.format('dd')}
                      <br />
                      {d.date()}
                    </TableCell>
                  ))}
                  <TableCell component="th" scope="col">
                    {translate(text('heatmap.average'))}
                  </TableCell>
                </TableRow>
              </TableHead>
              <Rows venues={data.venues} />
            </Table>
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
