import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { IconAction } from '@/app/widgets/IconAction';
import { common } from './texts';
import { useCrmMutation } from './useCrmMutation';

interface DuplicateDeleteOptions<R> {
  duplicate: (row: R) => Promise<unknown>;
  remove: (row: R) => Promise<unknown>;
  /** The queries that show the rows. */
  invalidate: QueryKey[];
  /** What deleting this row takes with it; the common warning by default. */
  deleteText?: (row: R) => string;
}

/**
 * A list row's Duplicate and Delete buttons (named with the row's name for screen readers) and the dialog that asks
 * before deleting; a refused delete stays in the dialog with the server's message.
 */
export function useDuplicateDelete<R extends { id: string; name: string }>({ duplicate, remove, invalidate, deleteText }: DuplicateDeleteOptions<R>) {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState<R | null>(null);
  const duplicating = useCrmMutation({ mutationFn: duplicate, invalidate, success: common('done.duplicated') });
  const removing = useCrmMutation({ mutationFn: remove, invalidate, success: common('done.deleted'), notifyErrors: false });
  const duplicateLabel = translate(common('actions.duplicate'));
  const deleteLabel = translate(common('actions.delete'));
  const buttons = (row: R) => (
    <>
      <IconAction label={`${duplicateLabel}: ${row.name}`} title={duplicateLabel} icon={<ContentCopyIcon fontSize="small" />} onClick={() => duplicating.mutate(row)} />
      <IconAction label={`${deleteLabel}: ${row.name}`} title={deleteLabel} icon={<DeleteIcon fontSize="small" />} onClick={() => setDeleting(row)} />
    </>
  );
  const dialog = deleting && (
    <ConfirmDialog title={translate(common('confirm.deleteTitle'), { name: deleting.name })} confirmLabel={deleteLabel} destructive onConfirm={() => removing.mutateAsync(deleting)} onClose={() => setDeleting(null)}>
      {deleteText?.(deleting) ?? translate(common('confirm.deleteText'))}
    </ConfirmDialog>
  );
  return { buttons, dialog };
}
