import { Alert, Box, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { DayColumn } from './DayColumn';
import { text } from './texts';
import type { TaskActions, TaskWeek } from './types';

/** The week's seven days, as many side by side as fit at a readable width, then on the next row. */
export function WeekBoard({ query, actions, mayUseMarketing }: { query: UseQueryResult<TaskWeek, Error>; actions: TaskActions; mayUseMarketing: boolean }) {
  const translate = useTranslate();
  if (query.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate(text('actions.retry'))}
          </Button>
        }
      >
        {translate(query.error.message, { _: query.error.message })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
      {query.data.days.map((day) => (
        <DayColumn key={day.date} day={day} actions={actions} mayUseMarketing={mayUseMarketing} />
      ))}
    </Box>
  );
}
