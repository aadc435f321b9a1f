import { Alert, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { errorMessage } from '@/data/httpErrors';
import { SaveErrorAlert, useFormSave } from '@/app/widgets';
import { text } from './texts';

interface SectionFormProps<V> {
  defaultValues: Partial<V>;
  /** Resolves when saved; a rejection keeps the form as it is. The inputs' validation has made the values whole. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Loads the section again (its newest version), for a save refused because someone else saved meanwhile. */
  onReload: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * The form of a section: Save and Cancel under its inputs. A failed save leaves every typed value in place, shows
 * the server's message above the inputs and its field messages (`body.errors`) on the fields they name. A save
 * refused because someone else saved the section meanwhile (409) offers to reload it: the typed values stay, and the
 * next save is made from the version reloaded.
 */
export function SectionForm<V extends object>({ defaultValues, onSave, onClose, onReload, children }: SectionFormProps<V>) {
  const translate = useTranslate();
  // The values the form started from, kept as they were: new defaults would reset what was typed.
  const [initial] = useState(defaultValues);
  const [reloaded, setReloaded] = useState(false);
  const { error, setError, submit } = useFormSave(async (values: V) => {
    setReloaded(false);
    await onSave(values);
    onClose();
  });
  const reload = async () => {
    try {
      await onReload();
      setError(null);
      setReloaded(true);
    } catch (failure) {
      // The reload failed: its message replaces the offer, and the typed values stay for another save.
      setError({ message: errorMessage(failure), stale: false });
    }
  };
  return (
    <Form defaultValues={initial} onSubmit={submit}>
      <SaveErrorAlert error={error} staleText={translate(text('conflict.stale'))} reloadText={translate(text('conflict.reload'))} onReload={() => void reload()} />
      {reloaded && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('conflict.reloaded'))}
        </Alert>
      )}
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <SaveButton />
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </Form>
  );
}
