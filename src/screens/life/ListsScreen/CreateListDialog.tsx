import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { MultilingualTextInput } from '@/app/inputs';
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
  const [error, setError] = useState<string | null>(null);
  const typeLabel = translate(enumLabelKey(LIST_TYPE_ENUM, type));
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await create(values.title as MultilingualText);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-list-title">
      <Form defaultValues={{ title: { eng: typeLabel } }} onSubmit={submit}>
        <DialogTitle id="create-list-title">{translate(text('create.title'), { type: typeLabel })}</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          <MultilingualTextInput source="title" label={text('create.name')} required />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={text('actions.create')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
