import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { MultilingualTextInput } from '@/app/inputs';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import type { MultilingualText } from '@/shared/types';
import { text } from './texts';
import { LIST_TYPE_ENUM, type ListType } from './types';

interface CreateListDialogProps {
  type: ListType;
  create: (title: MultilingualText) => Promise<unknown>;
  onClose: () => void;
}

/** Starts the first version of a list type in the country: it needs a title in at least one language. */
export function CreateListDialog({ type, create, onClose }: CreateListDialogProps) {
  const translate = useTranslate();
  const typeLabel = translate(enumLabelKey(LIST_TYPE_ENUM, type));
  return (
    <FormDialog title={translate(text('create.title'), { type: typeLabel })} submitLabel={text('actions.create')} defaultValues={{ title: { eng: typeLabel } }} onSave={(values) => create(values.title as MultilingualText)} onClose={onClose}>
      <MultilingualTextInput source="title" label={text('create.name')} required />
    </FormDialog>
  );
}
