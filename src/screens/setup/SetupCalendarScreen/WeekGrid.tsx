import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { nightWindow, type VenueClock } from '@/shared/bookings/night';
import { formatDate } from '@/shared/format';
import { localTime } from '../../shared/BookingKit/night';
import { moveBetweenDays } from './MonthGrid';
import { useSpanLabel } from './SpanChip';
import { text, type TextKey } from './texts';
import type { DrawnSpan } from './useNightSpans';

const HOUR_HEIGHT = 14;
const AXIS_WIDTH = 44;

interface WeekGridProps {
  days: string[];
  today: string;
  clock: VenueClock;
  spans: Map<string, DrawnSpan[]>;
  onDay: ((day: string) => void) | null;
}

/** A week of nights, each from the venue's start time of day to the next: the setups active by the hour. */
export function WeekGrid({ days, today, clock, spans, onDay }: WeekGridProps) {
  const translate = useTranslate();
  const label = useSpanLabel();
  const hours = Array.from({ length: 13 }, (_, i) => i * 2);
  const start = nightWindow(days[0], clock).from;
  return (
    <Box onKeyDown={moveBetweenDays} sx={{ display: 'grid', gridTemplateColumns: `${AXIS_WIDTH}px repeat(7, minmax(0, 1fr))`, gap: 0.5 }}>
      <Box />
      {days.map((day) => {
        const head = `${translate(text(`weekdays.${dayjs(day).isoWeekday()}` as TextKey))} ${formatDate(day).slice(0, 5)}`;
        const sx = { py: 0.5, borderRadius: 1, fontWeight: day === today ? 700 : 400, border: 1, borderColor: day === today ? 'primary.main' : 'transparent', fontSize: 13 } as const;
        return onDay ? (
          <ButtonBase key={day} data-day={day} onClick={() => onDay(day)} aria-label={translate(text('calendar.addOn'), { date: formatDate(day) })} sx={{ ...sx, '&:focus-visible': { outline: 3, outlineColor: 'primary.main' } }}>
            {head}
          </ButtonBase>
        ) : (
          <Typography key={day} sx={{ ...sx, textAlign: 'center' }}>
            {head}
          </Typography>
        );
      })}
      <Box aria-hidden="true" sx={{ position: 'relative', height: 24 * HOUR_HEIGHT }}>
        {hours.map((h) => (
          <Typography key={h} variant="caption" sx={{ position: 'absolute', top: h * HOUR_HEIGHT - 8, right: 4 }}>
            {localTime(new Date(start.getTime() + h * 3_600_000).toISOString(), clock)}
          </Typography>
        ))}
      </Box>
      {days.map((day) => {
        const window = nightWindow(day, clock);
        const length = window.to.getTime() - window.from.getTime();
        const own = spans.get(day) ?? [];
        return (
          <Box key={day} role="list" aria-label={formatDate(day)} sx={{ position: 'relative', height: 24 * HOUR_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}>
            {own.map((span) => {
              const top = ((span.from.getTime() - window.from.getTime()) / length) * 100;
              const height = ((span.to.getTime() - span.from.getTime()) / length) * 100;
              return (
                <Box
                  key={span.from.toISOString()}
                  role="listitem"
                  title={label(span)}
                  aria-label={label(span)}
                  data-setup-id={span.setupId}
                  data-kind={span.kind}
                  sx={{ position: 'absolute', left: 2, right: 2, top: `${top}%`, height: `calc(${height}% - 2px)`, bgcolor: span.colour, color: '#fff', borderRadius: 0.5, px: 0.5, fontSize: 12, lineHeight: '16px', overflow: 'hidden' }}
                >
                  <Box component="span" sx={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {span.name}
                  </Box>
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>{`${span.fromTime}–${span.toTime}`}</Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
