import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { fieldErrors } from '@/data/httpErrors';

interface FormDialogProps<V extends Record<string, unknown>> {
  title: string;
  defaultValues: V;
  /** Saves; a failure keeps the dialog open with what was typed, the server's message on top and its field messages on the fields. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

export function FormDialog<V extends Record<string, unknown>>({ title, defaultValues, onSubmit, onClose, children, maxWidth = 'sm' }: FormDialogProps<V>) {
  const translate = useTranslate();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await onSubmit(values as V);
      onClose();
      return undefined;
    } catch (failure) {
      setError((failure as Error).message);
      return fieldErrors(failure);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } } }}>
      <Form defaultValues={defaultValues} onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
