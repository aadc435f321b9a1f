import AddTaskIcon from '@mui/icons-material/AddTask';
import { Button, Link as MuiLink } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { listSessionsApi } from '@generated/client/api/listSessions';
import { useCanWrite } from '@/app/access/useCanWrite';
import { text } from './texts';

/**
 * A failed critical question's one click to a venue task, or the link to the task made before. The server answers
 * the same task to a second click, so a double click or a colleague's click makes no copy.
 */
export function CriticalTask({ sessionId, venueId, questionId, taskId }: { sessionId: string; venueId: string; questionId: string; taskId: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const mayCreate = useCanWrite('listSessions.createTask', { venueId });
  const create = useMutation({
    mutationFn: () => listSessionsApi.createTask({ id: sessionId, questionId }),
    onSuccess: async () => {
      notify(text('details.task.done'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['listSessions', venueId, 'detail', sessionId] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (taskId)
    return (
      <MuiLink component={Link} to="/vp/tasks" variant="body2">
        {translate(text('details.task.created'))} · {translate(text('details.task.open'))}
      </MuiLink>
    );
  if (!mayCreate) return null;
  return (
    <Button size="small" startIcon={<AddTaskIcon />} disabled={create.isPending} onClick={() => create.mutate()}>
      {translate(text('details.task.create'))}
    </Button>
  );
}
