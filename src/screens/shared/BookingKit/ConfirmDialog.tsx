import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '@/data/httpErrors';
import { kit } from './texts';

/** Asks before an action; a failure stays in the dialog with the server's message. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: { title: string; message: string; confirmLabel?: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography>{message}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.cancel'))}</Button>
        <Button onClick={confirm} disabled={pending} color="error" variant="contained">
          {confirmLabel ?? translate(kit('actions.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
