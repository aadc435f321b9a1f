import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { kit } from '../../../shared/BookingKit/texts';
import { text } from '../texts';
import type { useReassign } from './useReassign';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';

/** What a move by drag came to (moved, refused, someone else was first), and the soft warnings to accept before it is made. */
export function MoveFeedback({ reassign }: { reassign: ReturnType<typeof useReassign> }) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const pending = reassign.pending;
  return (
    <>
      {reassign.message && (
        <Alert severity={reassign.message.severity} onClose={reassign.clearMessage} role={reassign.message.severity === 'error' ? 'alert' : 'status'}>
          {reassign.message.text}
        </Alert>
      )}
      {pending && (
        <Dialog open fullScreen={fullScreen} onClose={reassign.cancel} aria-labelledby="floor-accept-title">
          <DialogTitle id="floor-accept-title">{translate(text('floor.acceptTitle'), { name: pending.name, table: pending.tableName })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2">{translate(text('floor.acceptWarnings'))}</Typography>
            <ul>
              {pending.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={reassign.cancel}>{translate(kit('actions.cancel'))}</Button>
            <Button variant="contained" onClick={reassign.accept}>
              {translate(text('floor.acceptMove'))}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
