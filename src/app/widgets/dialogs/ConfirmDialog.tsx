import { Button, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DialogFrame } from './DialogFrame';
import { useSubmission } from './useSubmission';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in the screen's words. */
  children: ReactNode;
  confirmLabel?: string;
  /** Paints the confirm button red: the action cannot be undone. */
  destructive?: boolean;
  /**
   * Acts. A promise is awaited: resolving closes the dialog, a failure stays in it with the message. Anything else
   * leaves the closing to the screen (a mutation that reports its own outcome).
   */
  onConfirm: () => unknown;
  /** The screen's own mutation is running. */
  pending?: boolean;
  onClose: () => void;
}

/** Asks before an action. */
export function ConfirmDialog({ title, children, confirmLabel, destructive, onConfirm, pending, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  const { busy, error, run } = useSubmission();
  const confirm = () => {
    const outcome = onConfirm();
    if (outcome instanceof Promise) void run(() => outcome, onClose);
  };
  return (
    <DialogFrame
      title={title}
      maxWidth="xs"
      error={error}
      onClose={onClose}
      action={
        <Button onClick={confirm} loading={busy} disabled={pending} variant="contained" color={destructive ? 'error' : 'primary'}>
          {confirmLabel ?? translate('ra.action.confirm')}
        </Button>
      }
    >
      <DialogContentText component="div">{children}</DialogContentText>
    </DialogFrame>
  );
}
