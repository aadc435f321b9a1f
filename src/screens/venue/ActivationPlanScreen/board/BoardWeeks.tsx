import { Box } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import type { LocaleCode } from '@/i18n/locales';
import { bcp47 } from '@/shared/locales';
import { text } from '../texts';
import { BoardDay } from './BoardDay';
import { BoardEvent } from './BoardEvent';
import type { BoardWeek } from './calendar';

// Rows lay their cells out in the table's grid, so a week's events can sit right under its days.
const row = { display: 'contents' } as const;

/** Monday to Sunday in the language's shortest form, for the column heads. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(bcp47(locale as LocaleCode), { weekday: 'narrow', timeZone: 'UTC' });
  // 5 January 2026 is a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i))));
}

/** A month's weeks: the ISO week number, the days, and under each week its events in date order. */
export function BoardWeeks({ label, weeks, events, mayEdit, onMove }: { label: string; weeks: BoardWeek[]; events: ActivationPlanEventRecord[]; mayEdit: boolean; onMove: (event: ActivationPlanEventRecord, days: number) => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box role="table" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: '2.2em repeat(7, minmax(0, 1fr))', rowGap: 0.25, columnGap: 0.25 }}>
      <Box role="row" sx={row}>
        <Box role="columnheader" sx={{ typography: 'caption', color: 'text.secondary' }}>
          {translate(text('board.weekShort'))}
        </Box>
        {weekdayNames(locale).map((name, i) => (
          <Box role="columnheader" key={i} sx={{ typography: 'caption', color: 'text.secondary', textAlign: 'center' }}>
            {name}
          </Box>
        ))}
      </Box>
      {weeks.map(({ week, days }) => {
        const inWeek = events.filter((e) => days.includes(e.date));
        return [
          <Box role="row" key={week} sx={row}>
            <Box role="rowheader" aria-label={translate(text('board.week'), { week })} sx={{ typography: 'caption', color: 'text.secondary', lineHeight: '24px' }}>
              {week}
            </Box>
            {days.map((date, i) => (date ? <BoardDay key={date} date={date} count={inWeek.filter((e) => e.date === date).length} /> : <Box role="cell" key={`empty-${i}`} />))}
          </Box>,
          inWeek.length > 0 && (
            <Box role="row" key={`${week}-events`} sx={row}>
              <Box role="cell" aria-label={translate(text('board.eventsOfWeek'), { week })} sx={{ gridColumn: '2 / -1', mb: 0.5 }}>
                <Box role="list" sx={{ display: 'flex', flexDirection: 'column' }}>
                  {inWeek.map((event) => (
                    <BoardEvent key={event.id} event={event} mayEdit={mayEdit} onMove={(step) => onMove(event, step)} />
                  ))}
                </Box>
              </Box>
            </Box>
          ),
        ];
      })}
    </Box>
  );
}
