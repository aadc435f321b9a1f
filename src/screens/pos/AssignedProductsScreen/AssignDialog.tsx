import { Alert, Checkbox, List, ListItemButton, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
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
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const shown = products.filter((p) => !q.trim() || `${p.name} ${p.number ?? ''}`.toLowerCase().includes(q.trim().toLowerCase()));
  const toggle = (id: string) => setChosen((c) => (c.has(id) ? new Set([...c].filter((x) => x !== id)) : new Set([...c, id])));
  return (
    <FormDialog title={translate(text('assignTitle'))} submitLabel={translate(text('assignSelected'), { count: chosen.size })} canSubmit={chosen.size > 0} submit={() => assign([...chosen])} onClose={onClose}>
      {!products.length ? (
        <Alert severity="info">{translate(text('allAssigned'))}</Alert>
      ) : (
        <>
          {/* Enter in the search narrows the list; it does not assign what is ticked so far. */}
          <TextField fullWidth size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />
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
    </FormDialog>
  );
}
