import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from './useFullScreenDialog';

export interface DialogFrameProps {
  title: ReactNode;
  /** A line of help above the fields. */
  intro?: ReactNode;
  /** Why the last try failed: a catalogued key or the server's words. */
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onClose: () => void;
  /** The button that acts, beside Cancel. */
  action: ReactNode;
  /** Puts a form around title, content and buttons, so that Enter in a field submits. */
  wrap?: (inner: ReactNode) => ReactNode;
  children?: ReactNode;
}

/** What every dialog that acts looks like: a title, an optional help line, the failure on top, the content, Cancel and the action; the whole screen on a phone. */
export function DialogFrame({ title, intro, error, maxWidth = 'sm', onClose, action, wrap = (inner) => inner, children }: DialogFrameProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } } }}>
      {wrap(
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate(error, { _: error })}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            {action}
          </DialogActions>
        </>,
      )}
    </Dialog>
  );
}
