import { TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';

interface InputDialogProps {
  title: string;
  text?: ReactNode;
  label: string;
  /** The body field the server names for this input, to show its message on the input. */
  field?: string;
  required?: boolean;
  multiline?: boolean;
  initial?: string;
  confirmLabel: string;
  onConfirm: (value: string) => Promise<unknown>;
  onClose: () => void;
}

/** One text in a dialog (a comment, a name); a refused submit keeps what was typed and shows why. */
export function InputDialog({ title, text, label, field, required, multiline = true, initial = '', confirmLabel, onConfirm, onClose }: InputDialogProps) {
  const [value, setValue] = useState(initial);
  return (
    <FormDialog title={title} intro={text} submitLabel={confirmLabel} canSubmit={!required || Boolean(value.trim())} submit={() => onConfirm(value)} onClose={onClose}>
      {(errors) => (
        <TextField
          autoFocus
          fullWidth
          label={label}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={Boolean(field && errors[field])}
          helperText={field && errors[field]}
        />
      )}
    </FormDialog>
  );
}
