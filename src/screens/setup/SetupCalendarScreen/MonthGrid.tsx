import { Box, ButtonBase, Typography } from '@mui/material';
import { Fragment, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { SpanChip, useSpanLabel } from './SpanChip';
import { text, type TextKey } from './texts';
import type { DrawnSpan } from './useNightSpans';

interface MonthGridProps {
  days: string[];
  month: string;
  today: string;
  spans: Map<string, DrawnSpan[]>;
  onDay: ((day: string) => void) | null;
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Arrow keys move between the days of a grid of buttons (7 to a week). */
export function moveBetweenDays(event: KeyboardEvent<HTMLElement>) {
  const step = MOVES[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-day]')];
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  const next = buttons[at + step];
  if (at >= 0 && next) {
    event.preventDefault();
    next.focus();
  }
}

/** A month of nights, Monday first: each day shows the setups active that night; a day opens a new entry from it. */
export function MonthGrid({ days, month, today, spans, onDay }: MonthGridProps) {
  const translate = useTranslate();
  const label = useSpanLabel();
  return (
    <Box onKeyDown={moveBetweenDays} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
      {[1, 2, 3, 4, 5, 6, 7].map((d) => (
        <Typography key={d} variant="caption" aria-hidden="true" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {translate(text(`weekdays.${d}` as TextKey))}
        </Typography>
      ))}
      {days.map((day) => {
        const own = spans.get(day) ?? [];
        // The name begins with what the day shows (its number and its setups' chips), so that voice control can say it
        // (WCAG 2.5.3); the full account of the day follows.
        const shown = [Number(day.slice(8)), ...own.map((span) => (own.length > 1 ? `${span.fromTime} ${span.name}` : span.name))].join(' ');
        const words = `${shown} — ${formatDate(day)}: ${own.map(label).join('; ') || translate(text('calendar.none'))}`;
        const content = (
          <>
            <Typography variant="caption" sx={{ fontWeight: day === today ? 700 : 400, color: day.slice(0, 7) === month ? 'text.primary' : 'text.secondary', alignSelf: 'flex-start' }}>
              {Number(day.slice(8))}
            </Typography>
            {/* Spaces between the day and its chips: the text read from the button is "26 Standard", not "26Standard". */}
            {own.map((span) => (
              <Fragment key={span.from.toISOString()}>
                {' '}
                <SpanChip span={span} withTimes={own.length > 1} />
              </Fragment>
            ))}
          </>
        );
        const sx = { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.25, minHeight: 76, p: 0.5, border: 1, borderRadius: 1, borderColor: day === today ? 'primary.main' : 'divider', bgcolor: day.slice(0, 7) === month ? 'background.paper' : 'action.hover', minWidth: 0 } as const;
        return onDay ? (
          <ButtonBase key={day} data-day={day} aria-label={`${words}. ${translate(text('calendar.addOn'), { date: formatDate(day) })}`} onClick={() => onDay(day)} sx={{ ...sx, justifyContent: 'flex-start', '&:focus-visible': { outline: 3, outlineColor: 'primary.main' } }}>
            {content}
          </ButtonBase>
        ) : (
          <Box key={day} data-day={day} aria-label={words} role="group" sx={sx}>
            {content}
          </Box>
        );
      })}
    </Box>
  );
}
