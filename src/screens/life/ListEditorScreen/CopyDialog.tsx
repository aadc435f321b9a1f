import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues } from '@/app/enums';
import { text } from './texts';
import type { ListVersion } from './types';

interface CopyDialogProps {
  list: ListVersion;
  copy: (target: { country: ListVersion['country']; type: ListVersion['type'] }) => Promise<unknown>;
  onClose: () => void;
}

/** Copies a version into a new draft of a list type in a country (POST /Lists/Copy). */
export function CopyDialog({ list, copy, onClose }: CopyDialogProps) {
  const translate = useTranslate();
  const [country, setCountry] = useState(list.country);
  const [type, setType] = useState(list.type);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await copy({ country, type });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="copy-list-title">
      <DialogTitle id="copy-list-title">{translate(text('copy.title'), { version: list.listVersion })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(text('copy.help'))}</DialogContentText>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        <TextField select fullWidth margin="dense" label={translate(text('copy.country'))} value={country} onChange={(e) => setCountry(e.target.value as ListVersion['country'])}>
          {enumValues('shared.country').map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {translate(enumLabelKey('shared.country', c.value))}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth margin="dense" label={translate(text('copy.type'))} value={type} onChange={(e) => setType(e.target.value as ListVersion['type'])}>
          {enumValues('lists.listType').map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {translate(enumLabelKey('lists.listType', t.value))}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={busy}>
          {translate(text('copy.submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
