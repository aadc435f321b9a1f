import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT } from '@/shared/dayjs';
import { clock } from '@/shared/clock';
import { text } from './texts';

/** The current business day in the browser: before 06:00 it is still yesterday (the server decides in the venue's time zone). */
export const currentBusinessDay = (now = clock.moment()) => (now.hour() < 6 ? now.subtract(1, 'day') : now).format(DATE_FORMAT);

/** Starts the report of a business day; the server refuses a day in the future or one that has a report. */
export function CreateReportDialog({ create, onClose }: { create: (date: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [date, setDate] = useState(currentBusinessDay());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await create(date);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="eod-create-title">
      <DialogTitle id="eod-create-title">{translate(text('create.title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(text('create.help'))}</DialogContentText>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <TextField type="date" fullWidth label={translate(text('create.date'))} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentBusinessDay() } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={busy} disabled={!date}>
          {translate(text('create.submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
