import { Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { QueryView } from '@/app/widgets/QueryView';
import { DayColumn } from './DayColumn';
import { text } from './texts';
import type { TaskActions, TaskWeek } from './types';

/** The week's seven days, as many side by side as fit at a readable width, then on the next row. */
export function WeekBoard({ query, actions, mayUseMarketing }: { query: UseQueryResult<TaskWeek, Error>; actions: TaskActions; mayUseMarketing: boolean }) {
  const translate = useTranslate();
  return (
    <QueryView query={query} loadingText={translate(text('states.loading'))} retryLabel={translate(text('actions.retry'))}>
      {(week) => (
        <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
          {week.days.map((day) => (
            <DayColumn key={day.date} day={day} actions={actions} mayUseMarketing={mayUseMarketing} />
          ))}
        </Box>
      )}
    </QueryView>
  );
}
