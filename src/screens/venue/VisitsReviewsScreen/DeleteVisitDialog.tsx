import { Confirm, useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { text } from './texts';
import { LIST_TYPE_ENUM } from './types';
import type { useVisitDelete } from './useVisitDelete';

/** Asks before a visit session is deleted for good. */
export function DeleteVisitDialog({ remover }: { remover: ReturnType<typeof useVisitDelete> }) {
  const translate = useTranslate();
  if (!remover.asking) return null;
  return (
    <Confirm
      isOpen
      loading={remover.pending}
      title={text('remove.title')}
      content={text('remove.content')}
      contentTranslateOptions={{ list: translate(enumLabelKey(LIST_TYPE_ENUM, remover.asking.listType)), date: formatDateTime(remover.asking.completedOn) }}
      confirm="ra.action.delete"
      confirmColor="warning"
      onConfirm={() => void remover.confirm()}
      onClose={remover.cancel}
    />
  );
}
