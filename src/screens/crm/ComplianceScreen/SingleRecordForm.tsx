import { Alert, Box } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { fieldErrors } from '@/data/httpErrors';

interface SingleRecordFormProps {
  record: Record<string, unknown>;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  /** Whether the user may save (the form is read otherwise). */
  mayEdit: boolean;
  children: ReactNode;
  /** What the submit button says and shows when the form does not save a record (a reply is sent). */
  submitButton?: { label: string; icon: ReactElement };
}

/** A form over a one-record resource (data controller, cookie popup): keeps the input on errors and marks the fields. */
export function SingleRecordForm({ record, onSave, mayEdit, children, submitButton }: SingleRecordFormProps) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await onSave(values);
      return undefined;
    } catch (failure) {
      setError((failure as Error).message);
      return fieldErrors(failure);
    }
  };
  return (
    <Form record={record} onSubmit={submit} disabled={!mayEdit}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {children}
      {mayEdit && (
        <Box sx={{ mt: 1 }}>
          <SaveButton {...submitButton} />
        </Box>
      )}
    </Form>
  );
}
