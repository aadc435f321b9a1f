import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { fieldErrors } from '@/data/httpErrors';
import { text } from './texts';
import type { WeekTask } from './types';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';
import { DatePickerField } from '@/app/inputs/dates';

interface MoveTaskDialogProps {
  task: WeekTask;
  move: (body: { taskId: string; fromDate: string; toDate: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Moves the occurrence the task was opened from to another date. For a repeating task the dialog says that only
 * this occurrence moves: the server skips the date in the series and adds a one-off task on the new date.
 */
export function MoveTaskDialog({ task, move, onClose }: MoveTaskDialogProps) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const [toDate, setToDate] = useState(task.occurrenceDate);
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fromDate = formatDate(task.occurrenceDate);
  const unchanged = toDate === task.occurrenceDate;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!toDate || unchanged) return;
    setPending(true);
    setError(null);
    setDateError(null);
    try {
      await move({ taskId: task.id, fromDate: task.occurrenceDate, toDate });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setDateError(fieldErrors(failure)?.toDate ?? null);
      setPending(false);
    }
  };

  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="venue-task-move-title" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle id="venue-task-move-title">{translate(text('move.title'))}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        {task.repeat !== 'none' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text('move.repeating'), { title: task.title, date: fromDate })}
          </Alert>
        ) : (
          <DialogContentText sx={{ mb: 2 }}>{translate(text('move.single'), { title: task.title, date: fromDate })}</DialogContentText>
        )}
        <DatePickerField
          label={translate(text('move.date'))}
          value={toDate}
          onChange={(value) => setToDate(value)}
          required
          fullWidth
          autoFocus
          error={Boolean(dateError) || (Boolean(toDate) && unchanged)}
          helperText={dateError ?? (unchanged ? translate(text('move.sameDate'), { date: fromDate }) : undefined)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending || !toDate || unchanged}>
          {translate(text('move.submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
