import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, List, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { TaskItem } from './TaskItem';
import { text } from './texts';
import type { TaskActions, WeekDay } from './types';
import { IconAction } from '@/app/widgets/IconAction';

/** A day of the week: its heading, a button to add a task on it, and its tasks (or a note that there are none). */
export function DayColumn({ day, actions, mayUseMarketing }: { day: WeekDay; actions: TaskActions; mayUseMarketing: boolean }) {
  const translate = useTranslate();
  const weekday = translate(`enums.venueInfo.weekday.${dayjs(day.date).isoWeekday()}`);
  const isToday = day.date === clock.today();
  const dayName = `${weekday} ${formatDate(day.date)}`;
  const headingId = `venue-tasks-day-${day.date}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0, borderColor: isToday ? 'primary.main' : undefined }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="subtitle2">
            {weekday}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(day.date)}
          </Typography>
        </Box>
        {isToday && <Chip size="small" color="primary" label={translate(text('day.today'))} />}
        {actions.add && (
          <IconAction size="small" label={translate(text('day.add'), { day: dayName })} icon={<AddIcon fontSize="small" />} onClick={() => actions.add?.(day.date)} />
        )}
      </Box>
      {day.tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate(text('day.empty'))}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {day.tasks.map((task) => (
            <TaskItem key={task.id} task={task} actions={actions} mayUseMarketing={mayUseMarketing} />
          ))}
        </List>
      )}
    </Paper>
  );
}
