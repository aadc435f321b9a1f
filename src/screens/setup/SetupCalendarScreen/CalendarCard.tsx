import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import dayjs, { isoWeekOf } from '@/shared/dayjs';
import type { VenueClock } from '@/shared/bookings/night';
import { formatDate } from '@/shared/format';
import { bcp47, type LocaleCode } from '@/shared/locales';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { AddEntryForm } from './AddEntryCard';
import { colourOf, daysOf, stepped, type CalendarView } from './calendarGrid';
import { DayAgenda } from './DayAgenda';
import type { Entry } from './entryTexts';
import { MonthGrid } from './MonthGrid';
import { text } from './texts';
import { useNightSpans } from './useNightSpans';
import { WeekGrid } from './WeekGrid';

interface CalendarCardProps {
  venueId: string;
  clock: VenueClock;
  today: string;
  setups: SetupTree[];
  entries: Entry[];
  canEdit: boolean;
  onChanged: () => void;
}

/**
 * The setup calendar by month or week: which setup is active on each night and when, as the server resolves it, with
 * each repetition drawn where it repeats. A day (for those who may edit) opens a new entry starting that day.
 */
export function CalendarCard({ venueId, clock, today, setups, entries, canEdit, onChanged }: CalendarCardProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [adding, setAdding] = useState<string | null>(null);
  const days = useMemo(() => daysOf(view, anchor), [view, anchor]);
  const shown = useMemo(() => (view === 'month' && narrow ? days.filter((d) => d.slice(0, 7) === anchor.slice(0, 7)) : days), [view, narrow, days, anchor]);
  const venueClock = useMemo(() => ({ timeZone: clock.timeZone, startTimeOfDay: clock.startTimeOfDay }), [clock.timeZone, clock.startTimeOfDay]);
  const spans = useNightSpans(setups, entries, venueClock, days);
  const onDay = canEdit && setups.length ? setAdding : null;
  const week = isoWeekOf(dayjs(anchor));
  const monthTitle = new Intl.DateTimeFormat(bcp47(locale as LocaleCode), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${anchor.slice(0, 7)}-15T12:00:00Z`));
  const title = view === 'month' ? monthTitle.charAt(0).toUpperCase() + monthTitle.slice(1) : translate(text('calendar.week'), { week: week.week, year: week.year });
  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography id="calendar-title" variant="subtitle1" component="h2" aria-live="polite">
            {`${translate(text('calendar.title'))}: ${title}`}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <IconButton aria-label={translate(text('calendar.previous'))} onClick={() => setAnchor(stepped(view, anchor, -1))}>
              <ChevronLeftIcon />
            </IconButton>
            <Button size="small" variant="outlined" onClick={() => setAnchor(today)}>
              {translate(text('calendar.today'))}
            </Button>
            <IconButton aria-label={translate(text('calendar.next'))} onClick={() => setAnchor(stepped(view, anchor, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: CalendarView | null) => v && setView(v)} aria-label={translate(text('calendar.view'))}>
              <ToggleButton value="month">{translate(text('calendar.views.month'))}</ToggleButton>
              <ToggleButton value="week">{translate(text('calendar.views.week'))}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        <Stack direction="row" component="ul" aria-label={translate(text('calendar.legend'))} sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {setups.map((s, i) => (
            <Stack key={s.id} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colourOf(i) }} />
              <Typography variant="body2">{s.name}</Typography>
            </Stack>
          ))}
        </Stack>
        {narrow ? (
          <DayAgenda days={shown} today={today} spans={spans} onDay={onDay} />
        ) : view === 'month' ? (
          <MonthGrid days={days} month={anchor.slice(0, 7)} today={today} spans={spans} onDay={onDay} />
        ) : (
          <WeekGrid days={days} today={today} clock={venueClock} spans={spans} onDay={onDay} />
        )}
      </CardContent>
      {adding && (
        <Dialog open onClose={() => setAdding(null)} aria-labelledby="calendar-add-title" fullWidth maxWidth="md">
          <DialogTitle id="calendar-add-title">{translate(text('calendar.addTitle'), { date: formatDate(adding) })}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <AddEntryForm
                key={adding}
                venueId={venueId}
                setups={setups}
                day={adding}
                onAdded={() => {
                  setAdding(null);
                  onChanged();
                }}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAdding(null)}>{translate(kit('actions.cancel'))}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}
