import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { useFormSave } from '@/app/widgets';

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
  const { error, submit } = useFormSave(save);
  return (
    <Form record={record} onSubmit={submit} disabled={disabled}>
      {notice}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error.message, { _: error.message })}
        </Alert>
      )}
      {children}
    </Form>
  );
}
