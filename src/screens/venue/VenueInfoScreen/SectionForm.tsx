import { Alert, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { fieldErrors } from './httpErrors';

interface SectionFormProps<V> {
  defaultValues: Partial<V>;
  /** Resolves when saved; a rejection keeps the form as it is. The inputs' validation has made the values whole. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form of a section: Save and Cancel under its inputs. A failed save leaves every typed value in place, shows
 * the server's message above the inputs and its field messages (`body.errors`) on the fields they name.
 */
export function SectionForm<V extends object>({ defaultValues, onSave, onClose, children }: SectionFormProps<V>) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await onSave(values as V);
      onClose();
      return undefined;
    } catch (failure) {
      setError((failure as Error).message);
      return fieldErrors(failure);
    }
  };
  return (
    <Form defaultValues={defaultValues} onSubmit={submit}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
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
