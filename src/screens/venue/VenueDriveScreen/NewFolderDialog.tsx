import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { text } from './texts';

/** Asks for a folder name; a refused name (a duplicate, a slash) keeps the dialog open with the server's reason. */
export function NewFolderDialog({ directory, create, onClose }: { directory: string; create: (name: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setPending(true);
    setError(null);
    try {
      await create(name.trim());
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="drive-new-folder-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="drive-new-folder-title">{translate(text('newFolder.title'), { path: directory })}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            label={translate(text('newFolder.name'))}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(error)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || pending}>
            {translate(text('newFolder.create'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
