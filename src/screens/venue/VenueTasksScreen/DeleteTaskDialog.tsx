import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
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
  const translate = useTranslate();
  return (
    <ConfirmDialog title={translate(text('remove.title'))} confirmLabel={translate('ra.action.delete')} destructive pending={pending} onConfirm={() => remove(task.id)} onClose={onClose}>
      {translate(text(task.repeat !== 'none' ? 'remove.repeating' : 'remove.single'), { title: task.title, date: formatDate(task.occurrenceDate) })}
    </ConfirmDialog>
  );
}
