import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { shared } from './texts';

interface ConfirmDeleteProps {
  name: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  pending?: boolean;
}

/** Asks before deleting a catalogue or venue row; a refusal (for example 409: still in use) stays in the dialog. */
export function ConfirmDelete({ name, remove, onClose, pending }: ConfirmDeleteProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = async () => {
    await remove();
    notify(shared('done.deleted'), { type: 'success' });
  };
  return (
    <ConfirmDialog title={translate(shared('confirm.deleteTitle'), { name })} confirmLabel={translate('ra.action.delete')} destructive pending={pending} onConfirm={confirm} onClose={onClose}>
      {translate(shared('confirm.deleteBody'))}
    </ConfirmDialog>
  );
}
