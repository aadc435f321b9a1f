import { Confirm, useNotify } from 'react-admin';
import { shared } from './texts';

interface ConfirmDeleteProps {
  name: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  pending?: boolean;
}

/** Asks before deleting; a refusal (for example 409: still in use) is shown as a notification. */
export function ConfirmDelete({ name, remove, onClose, pending }: ConfirmDeleteProps) {
  const notify = useNotify();
  const confirm = async () => {
    try {
      await remove();
      notify(shared('done.deleted'), { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
    onClose();
  };
  return (
    <Confirm
      isOpen
      loading={pending}
      title={shared('confirm.deleteTitle')}
      titleTranslateOptions={{ name }}
      content={shared('confirm.deleteBody')}
      confirm="ra.action.delete"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
