import { Alert } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { errorMessage, fieldErrors } from '@/data/httpErrors';

interface SavingFormProps {
  record: FormProps['record'];
  /** Sends the form's values; throwing keeps what was typed. */
  save: (values: Record<string, unknown>) => Promise<unknown>;
  disabled?: boolean;
  /** Shown above the failure and the fields (a note on what saving does). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A CRM record's form: a refused save shows the server's message above the fields and its field messages on the fields. */
export function SavingForm({ record, save, disabled, notice, children }: SavingFormProps) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await save(values);
      return undefined;
    } catch (failure) {
      setError(errorMessage(failure));
      return fieldErrors(failure);
    }
  };
  return (
    <Form record={record} onSubmit={submit} disabled={disabled}>
      {notice}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {children}
    </Form>
  );
}
