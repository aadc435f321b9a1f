import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { venueTasksApi } from '@generated/client/api/venueTasks';
import type { TaskWeek, WeekTask } from './types';

const TOGGLE_KEY = ['venueTasks', 'toggle'];

interface Toggle {
  task: WeekTask;
  checked: boolean;
  /** The week query the task is shown in. */
  queryKey: readonly unknown[];
}

/** The week with one occurrence's check state replaced; other occurrences of the same task keep theirs. */
function withCheck(week: TaskWeek, task: WeekTask, checked: boolean, checkedBy: string | null): TaskWeek {
  return {
    ...week,
    days: week.days.map((day) =>
      day.date !== task.occurrenceDate ? day : { ...day, tasks: day.tasks.map((t) => (t.id === task.id ? { ...t, checked, checkedBy } : t)) },
    ),
  };
}

/**
 * Checks or unchecks a task for its occurrence date. The checkbox changes at once; a failure puts back that
 * occurrence's former state (not a snapshot of the week, which would undo other checks still in flight) and says why.
 */
export function useToggleTask(venueId: string) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ task, checked }: Toggle) => {
      const input = { taskId: task.id, venueId, date: task.occurrenceDate };
      return checked ? venueTasksApi.setChecked(input) : venueTasksApi.setUnchecked(input);
    },
    onMutate: async ({ task, checked, queryKey }) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData<TaskWeek>(queryKey, (week) => week && withCheck(week, task, checked, null));
    },
    onError: (error: Error, { task, queryKey }) => {
      client.setQueryData<TaskWeek>(queryKey, (week) => week && withCheck(week, task, task.checked, task.checkedBy));
      notify(error.message, { type: 'error' });
    },
    onSettled: (_data, _error, { queryKey }) => {
      // Refetching while other checks are still in flight would show their old state for a moment.
      if (client.isMutating({ mutationKey: TOGGLE_KEY }) === 1) return client.invalidateQueries({ queryKey });
    },
  });
}
