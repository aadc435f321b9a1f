import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { useSpanLabel } from './SpanChip';
import { text, type TextKey } from './texts';
import type { DrawnSpan } from './useNightSpans';

/** The nights of a month or a week as a list, for narrow screens: each day with its setups and hours. */
export function DayAgenda({ days, today, spans, onDay }: { days: string[]; today: string; spans: Map<string, DrawnSpan[]>; onDay: ((day: string) => void) | null }) {
  const translate = useTranslate();
  const label = useSpanLabel();
  return (
    <List dense disablePadding>
      {days.map((day) => (
        <ListItem key={day} divider disableGutters sx={{ display: 'block' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: day === today ? 700 : 600 }}>
              {`${translate(text(`weekdays.${dayjs(day).isoWeekday()}` as TextKey))} ${formatDate(day)}${day === today ? ` · ${translate(text('calendar.todayMark'))}` : ''}`}
            </Typography>
            {onDay && (
              <Button size="small" onClick={() => onDay(day)} aria-label={translate(text('calendar.addOn'), { date: formatDate(day) })}>
                +
              </Button>
            )}
          </Stack>
          {(spans.get(day) ?? []).map((span) => (
            <Stack key={span.from.toISOString()} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-setup-id={span.setupId} data-kind={span.kind}>
              <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: span.colour, flex: 'none' }} />
              <Typography variant="body2">{label(span)}</Typography>
            </Stack>
          ))}
        </ListItem>
      ))}
    </List>
  );
}
