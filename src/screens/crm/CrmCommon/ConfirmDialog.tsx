import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '@/data/httpErrors';
import { common } from './texts';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an action; a failure stays in the dialog with the server's message. */
export function ConfirmDialog({ title, text, confirmLabel, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
        <Button onClick={() => void confirm()} disabled={pending} color={danger ? 'error' : 'primary'} variant="contained">
          {confirmLabel ?? translate(common('actions.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
