import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useSelection } from '@/app/selection/useSelection';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { MoveTaskDialog } from './MoveTaskDialog';
import { TaskDialog } from './TaskDialog';
import { text } from './texts';
import type { TaskActions, WeekTask } from './types';
import { useMarketingRole } from './useMarketingRole';
import { useTaskMutations } from './useTaskMutations';
import { useToggleTask } from './useToggleTask';
import { useWeek } from './useWeek';
import { useWeekTasks, weekKey } from './useWeekTasks';
import { WeekBoard } from './WeekBoard';
import { WeekExport } from './WeekExport';
import { WeekToolbar } from './WeekToolbar';

type OpenDialog = { kind: 'create'; date: string } | { kind: 'edit' | 'move' | 'delete'; task: WeekTask } | null;

function VenueTasks({ venueId }: { venueId: string }) {
  const week = useWeek();
  const tasks = useWeekTasks(venueId, week.year, week.week);
  const mayUseMarketing = useMarketingRole(venueId);
  const toggle = useToggleTask(venueId);
  const { save, remove, move } = useTaskMutations(venueId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // Checking a task off and planning tasks are separate rights (a shift manager checks, a manager plans).
  const mayCheck = useCanWrite('venueTasks.setChecked', { venueId });
  const mayPlan = useCanWrite('venueTasks.create', { venueId });

  const actions: TaskActions = {
    toggle: mayCheck ? (task, checked) => toggle.mutate({ task, checked, queryKey: weekKey(venueId, week.year, week.week) }) : undefined,
    ...(mayPlan && {
      add: (date: string) => setDialog({ kind: 'create', date }),
      edit: (task: WeekTask) => setDialog({ kind: 'edit', task }),
      move: (task: WeekTask) => setDialog({ kind: 'move', task }),
      remove: (task: WeekTask) => setDialog({ kind: 'delete', task }),
    }),
  };

  return (
    <Box sx={phoneTouchTargets}>
      <WeekToolbar week={week} onAdd={actions.add && (() => actions.add?.(week.defaultDate))} exportButton={<WeekExport week={tasks.data} />} />
      <WeekBoard query={tasks} actions={actions} mayUseMarketing={mayUseMarketing} />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <TaskDialog
          venueId={venueId}
          task={dialog.kind === 'edit' ? dialog.task : undefined}
          date={dialog.kind === 'create' ? dialog.date : dialog.task.date}
          mayUseMarketing={mayUseMarketing}
          save={save.mutateAsync}
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && <MoveTaskDialog task={dialog.task} move={move.mutateAsync} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteTaskDialog task={dialog.task} remove={remove.mutateAsync} pending={remove.isPending} onClose={close} />}
    </Box>
  );
}

/** Weekly tasks of the active venue (route /vp/tasks). */
export default function VenueTasksScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <VenueTasks key={venueId} venueId={venueId} />;
}
