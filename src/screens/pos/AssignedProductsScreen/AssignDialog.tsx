import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { shared } from '../PosShared/texts';
import { text } from './texts';

interface Product {
  id: string;
  name: string;
  number?: string | null;
}

/** Picks catalogue products not yet at the venue and assigns them, one call each. */
export function AssignDialog({ products, assign, onClose }: { products: Product[]; assign: (ids: string[]) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = products.filter((p) => !q.trim() || `${p.name} ${p.number ?? ''}`.toLowerCase().includes(q.trim().toLowerCase()));
  const toggle = (id: string) => setChosen((c) => (c.has(id) ? new Set([...c].filter((x) => x !== id)) : new Set([...c, id])));
  const submit = async () => {
    setBusy(true);
    try {
      await assign([...chosen]);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(text('assignTitle'))}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        {!products.length ? (
          <Alert severity="info">{translate(text('allAssigned'))}</Alert>
        ) : (
          <>
            <TextField fullWidth size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} sx={{ mt: 1 }} />
            <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
              {shown.map((p) => (
                <ListItemButton key={p.id} onClick={() => toggle(p.id)} role="checkbox" aria-checked={chosen.has(p.id)}>
                  <ListItemIcon>
                    <Checkbox edge="start" checked={chosen.has(p.id)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
                  </ListItemIcon>
                  <ListItemText primary={p.name} secondary={p.number} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen.size || busy} onClick={() => void submit()}>
          {translate(text('assignSelected'), { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
