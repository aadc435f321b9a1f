import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { SaveButton } from 'react-admin';
import { SavingForm } from '../CrmCommon/SavingForm';

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
  return (
    <SavingForm record={record} save={onSave} disabled={!mayEdit}>
      {children}
      {mayEdit && (
        <Box sx={{ mt: 1 }}>
          <SaveButton {...submitButton} />
        </Box>
      )}
    </SavingForm>
  );
}
