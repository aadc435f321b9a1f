import { Confirm, useNotify } from 'react-admin';
import { text } from './texts';

interface DeleteConfirmProps {
  /** The name of the row to delete; the dialog is closed while there is none. */
  name: string | null;
  pending: boolean;
  remove: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting a campaign or an event of the plan; the outcome is notified. */
export function DeleteConfirm({ name, pending, remove, onClose }: DeleteConfirmProps) {
  const notify = useNotify();
  return (
    <Confirm
      isOpen={name !== null}
      loading={pending}
      title={text('dialogs.deleteTitle')}
      content={text('dialogs.deleteContent')}
      contentTranslateOptions={{ name: name ?? '' }}
      confirm="ra.action.delete"
      confirmColor="warning"
      onConfirm={async () => {
        await remove().then(
          () => notify(text('done.deleted'), { type: 'success' }),
          (failure: Error) => notify(failure.message, { type: 'error' }),
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
