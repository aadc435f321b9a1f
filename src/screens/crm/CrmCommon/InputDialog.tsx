import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import { common } from './texts';

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
  const translate = useTranslate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = async () => {
    setPending(true);
    setError(null);
    setFieldError(null);
    try {
      await onConfirm(value);
      onClose();
    } catch (failure) {
      const own = field ? fieldErrors(failure)?.[field] : undefined;
      if (own) setFieldError(own);
      else setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void submit();
        }}
      >
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            label={label}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            required={required}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
          <Button type="submit" variant="contained" disabled={pending || (required && !value.trim())}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
