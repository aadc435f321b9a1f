import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import { SaveErrorAlert, useFormSave } from '@/app/widgets';

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
  const { error, submit } = useFormSave(save);
  return (
    <Form record={record} onSubmit={submit} disabled={disabled}>
      {notice}
      <SaveErrorAlert error={error} />
      {children}
    </Form>
  );
}
