import { Confirm, useNotify } from 'react-admin';
import { formatDate } from '@/shared/format';
import { text } from './texts';
import type { WeekTask } from './types';

interface DeleteTaskDialogProps {
  task: WeekTask;
  remove: (id: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}

/** Asks before deleting; for a repeating task it says that the whole series goes, not only this occurrence. */
export function DeleteTaskDialog({ task, remove, pending, onClose }: DeleteTaskDialogProps) {
  const notify = useNotify();
  const confirm = async () => {
    try {
      await remove(task.id);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
    onClose();
  };
  return (
    <Confirm
      isOpen
      loading={pending}
      title={text('remove.title')}
      content={text(task.repeat !== 'none' ? 'remove.repeating' : 'remove.single')}
      contentTranslateOptions={{ title: task.title, date: formatDate(task.occurrenceDate) }}
      confirm="ra.action.delete"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
