import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '@/data/httpErrors';
import { formatTime } from '@/shared/format';
import { kit } from './texts';
import { useFullScreenDialog } from '@/app/widgets/dialogs/useFullScreenDialog';

/** One registration of guests arriving, as a booking or a guest-list entry keeps it. */
export interface Arrival {
  id?: string | null;
  numberOfGuests?: number | null;
  note?: string | null;
  created?: string | null;
  createdBy?: string | null;
}

/** The screen's words (already translated). */
export interface ArrivalTexts {
  title: string;
  summary: string;
  count: string;
  note: string;
  register: string;
  /** The notification after a registration (a text key). */
  registered: string;
  earlier: string;
  arrivedThen: string;
  update: string;
}

/** Runs one change; a failure is shown in the dialog. Resolves whether it went through. */
export type RunChange = (change: () => Promise<unknown>) => Promise<boolean>;

interface ArrivalsDialogProps {
  texts: ArrivalTexts;
  arrivals: Arrival[];
  /** Guests still expected: the proposed count of the first registration. */
  expected: number;
  timeZone: string;
  register: (count: number, note: string | null) => Promise<unknown>;
  update: (arrivalId: string, count: number, note: string) => Promise<unknown>;
  /** More controls below the arrivals (a booking's arrival state), changed through `run`. */
  children?: (run: RunChange) => ReactNode;
  onClose: () => void;
}

/**
 * Registers guests as they arrive, all at once or in parts with a note, and corrects earlier arrivals: the same at
 * a booking and at a guest-list entry.
 */
export function ArrivalsDialog({ texts, arrivals, expected, timeZone, register, update, children, onClose }: ArrivalsDialogProps) {
  const fullScreen = useFullScreenDialog();
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [count, setCount] = useState(String(Math.max(1, expected)));
  const [note, setNote] = useState('');
  const [edits, setEdits] = useState<Record<string, { count: string; note: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const run: RunChange = async (change) => {
    try {
      await change();
      setError(null);
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  };
  const registerNow = async () => {
    if (await run(() => register(Number(count), note.trim() || null))) {
      notify(texts.registered, { type: 'success' });
      setNote('');
      setCount('1');
    }
  };
  return (
    <Dialog open fullScreen={fullScreen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }} aria-live="polite">
          {texts.summary}
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} onSubmit={(e) => (e.preventDefault(), registerNow())}>
          <TextField size="small" type="number" label={texts.count} value={count} onChange={(e) => setCount(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 1000 } }} sx={{ width: 170 }} autoFocus />
          <TextField size="small" label={texts.note} value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={!(Number(count) >= 1)}>
            {texts.register}
          </Button>
        </Stack>
        {arrivals.length > 0 && (
          <>
            <Typography variant="subtitle2">{texts.earlier}</Typography>
            <List dense>
              {arrivals.map((a) => {
                const edit = edits[a.id!] ?? { count: String(a.numberOfGuests ?? 0), note: a.note ?? '' };
                const setEdit = (patch: Partial<typeof edit>) => setEdits((all) => ({ ...all, [a.id!]: { ...edit, ...patch } }));
                return (
                  <ListItem key={a.id} disableGutters>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                      <Typography variant="body2" sx={{ width: 100 }}>
                        {formatTime(a.created ?? null, timeZone)} {a.createdBy}
                      </Typography>
                      <TextField size="small" type="number" value={edit.count} onChange={(e) => setEdit({ count: e.target.value })} sx={{ width: 80 }} slotProps={{ htmlInput: { min: 0, 'aria-label': texts.arrivedThen } }} />
                      <TextField size="small" value={edit.note} onChange={(e) => setEdit({ note: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'aria-label': `${texts.note} (${texts.arrivedThen})` } }} />
                      <Button size="small" onClick={() => run(() => update(a.id!, Number(edit.count), edit.note))}>
                        {texts.update}
                      </Button>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
        {children?.(run)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(kit('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
