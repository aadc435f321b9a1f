import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { text } from './texts';

/** A dialog with a form: a refused save keeps what was typed and shows the server's reason above the fields. */
export function FormDialog({ title, children, submit, onClose, canSubmit = true }: { title: string; children: ReactNode; submit: () => Promise<unknown>; onClose: () => void; canSubmit?: boolean }) {
  const translate = useTranslate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await submit();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !canSubmit}>
            {translate(text('actions.save'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
