import RepeatIcon from '@mui/icons-material/Repeat';
import { Box, Checkbox, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { TaskMenu } from './TaskMenu';
import { TaskTypeChip } from './TaskTypeChip';
import { MARKETING, REPEAT_ENUM } from './taskTypes';
import { text } from './texts';
import type { TaskActions, WeekTask } from './types';

/** One task on one day: its done mark for that date, what it is, and who marked it done. */
export function TaskItem({ task, actions, mayUseMarketing }: { task: WeekTask; actions: TaskActions; mayUseMarketing: boolean }) {
  const translate = useTranslate();
  const repeats = task.repeat !== 'none';
  return (
    <ListItem
      disableGutters
      sx={{ alignItems: 'flex-start', pr: actions.edit ? 4 : 0 }}
      secondaryAction={actions.edit && <TaskMenu task={task} actions={actions} mayChange={mayUseMarketing || task.roleTypeId !== MARKETING} />}
    >
      <Checkbox
        edge="start"
        size="small"
        checked={task.checked}
        disabled={!actions.toggle}
        onChange={(event) => actions.toggle?.(task, event.target.checked)}
        slotProps={{ input: { 'aria-label': translate(text('task.done'), { title: task.title }) } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word', textDecoration: task.checked ? 'line-through' : undefined }}>
          {task.title}
        </Typography>
        {task.description && (
          <Typography variant="caption" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {task.description}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <TaskTypeChip value={task.roleTypeId} />
          {repeats && <RepeatIcon fontSize="small" color="action" titleAccess={translate(enumLabelKey(REPEAT_ENUM, task.repeat))} />}
        </Stack>
        {task.checked && task.checkedBy && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {translate(text('task.checkedBy'), { name: task.checkedBy })}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
