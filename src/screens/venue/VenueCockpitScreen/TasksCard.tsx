import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Chip, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** This week's venue tasks: how many are done, what is left from earlier days, and today's open ones. */
export function TasksCard({ tasks }: { tasks: CockpitPart<'tasks'> }) {
  const translate = useTranslate();
  const percent = tasks.total ? Math.round((tasks.done / tasks.total) * 100) : 0;
  return (
    <CockpitCard title="tasks.title" icon={<TaskAltIcon />} to="/vp/tasks" linkLabel="tasks.link" aside={<Chip size="small" label={translate(text('tasks.week'), { week: tasks.week })} />}>
      {tasks.total === 0 ? (
        <Empty>{translate(text('tasks.none'))}</Empty>
      ) : (
        <>
          <Typography variant="body2">{translate(text('tasks.done'), { done: tasks.done, total: tasks.total })}</Typography>
          <LinearProgress variant="determinate" value={percent} sx={{ my: 1 }} aria-label={translate(text('tasks.done'), { done: tasks.done, total: tasks.total })} />
          {tasks.overdue > 0 && (
            <Typography variant="body2" color="warning.main">
              {translate(text('tasks.overdue'), { smart_count: tasks.overdue })}
            </Typography>
          )}
          <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 1 }}>
            {translate(text('tasks.today'))}
          </Typography>
          {tasks.todayOpen.length ? (
            <List dense disablePadding aria-label={translate(text('tasks.today'))}>
              {tasks.todayOpen.map((t) => (
                <ListItem key={t.id} disableGutters>
                  <ListItemText primary={t.title} />
                </ListItem>
              ))}
              {tasks.todayOpenCount > tasks.todayOpen.length && (
                <Empty>{translate(text('tasks.more'), { smart_count: tasks.todayOpenCount - tasks.todayOpen.length })}</Empty>
              )}
            </List>
          ) : (
            <Empty>{translate(text('tasks.todayNone'))}</Empty>
          )}
        </>
      )}
    </CockpitCard>
  );
}
