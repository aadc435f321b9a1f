import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { venueTasksApi } from '@generated/client/api/venueTasks';
import type { VenueTaskInput } from '@generated/shared/types/venueTasks';
import { formatDate } from '@/shared/format';
import { errorStatus } from '@/data/httpErrors';
import { text } from './texts';
import { venueTasksKey } from './useWeekTasks';

interface Move {
  taskId: string;
  fromDate: string;
  toDate: string;
}

/**
 * Creating, saving, deleting and moving tasks. Each success reloads every loaded week of the venue: a task can
 * appear in several weeks (repeats) or leave one for another (moves). Failures are left to the caller, which shows
 * them beside the input that caused them.
 */
export function useTaskMutations(venueId: string) {
  const client = useQueryClient();
  const notify = useNotify();
  const reload = () => client.invalidateQueries({ queryKey: venueTasksKey(venueId) });

  const save = useMutation({
    mutationFn: (body: VenueTaskInput) => (body.id ? venueTasksApi.update({ body }) : venueTasksApi.create({ body })),
    onSuccess: (_data, body) => {
      notify(text(body.id ? 'done.updated' : 'done.created'), { type: 'success' });
      return reload();
    },
    // A 409 means someone else changed the task: show the current one in the week behind the dialog.
    onError: (error) => (errorStatus(error) === 409 ? reload() : undefined),
  });

  const remove = useMutation({
    mutationFn: (id: string) => venueTasksApi.delete({ id }),
    onSuccess: () => {
      notify(text('done.deleted'), { type: 'success' });
      return reload();
    },
  });

  const move = useMutation({
    mutationFn: (body: Move) => venueTasksApi.changeDate({ body: { ...body, venueId } }),
    onSuccess: (_data, body) => {
      notify(text('done.moved'), { type: 'success', messageArgs: { date: formatDate(body.toDate) } });
      return reload();
    },
  });

  return { save, remove, move };
}
