import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { HandlebarCatalogueGroup, HandlebarEntry } from '@/shared/crm/handlebars';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { text } from './texts';
import { useHandlebarCatalogue } from './useHandlebarCatalogue';

interface HandlebarPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (entry: HandlebarEntry) => void;
}

function matches(entry: HandlebarEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || [entry.key, entry.name, entry.description].some((t) => t.toLowerCase().includes(q));
}

/** The handlebar catalogue by group, searchable; picking an entry inserts its placeholder. */
export function HandlebarPicker({ open, onClose, onPick }: HandlebarPickerProps) {
  const translate = useTranslate();
  const catalogue = useHandlebarCatalogue();
  const [query, setQuery] = useState('');
  const titleId = useId();
  const groups = useMemo<HandlebarCatalogueGroup[]>(
    () => (catalogue.data ?? []).map((g) => ({ ...g, entries: g.entries.filter((e) => matches(e, query)) })).filter((g) => g.entries.length),
    [catalogue.data, query],
  );

  let body;
  if (catalogue.isPending) body = <LoadingScreen text={translate(text('picker.loading'))} />;
  else if (catalogue.isError) body = <Alert severity="error">{translate(text('picker.failed'))}</Alert>;
  else if (!groups.length) body = <Typography color="text.secondary" sx={{ py: 2 }}>{translate(text('picker.none'), { query })}</Typography>;
  else
    body = (
      <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
        {groups.map((group) => (
          <li key={group.group}>
            <Box component="ul" sx={{ p: 0 }} aria-label={translate(text(`groups.${group.group}`))}>
              <ListSubheader sx={{ bgcolor: 'background.paper' }}>{translate(text(`groups.${group.group}`))}</ListSubheader>
              {group.entries.map((entry) => (
                <ListItemButton key={entry.key} onClick={() => onPick(entry)} aria-label={`${entry.name} ${entry.handlebar}`}>
                  <ListItemText
                    primary={
                      <>
                        {entry.name}{' '}
                        <Box component="code" sx={{ fontSize: '0.8rem', color: 'primary.main' }}>
                          {entry.handlebar}
                        </Box>
                      </>
                    }
                    secondary={`${entry.description} ${translate(text('picker.sample'), { sample: entry.sample })}`}
                  />
                </ListItemButton>
              ))}
            </Box>
          </li>
        ))}
      </List>
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(text('picker.title'))}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth size="small" label={translate(text('picker.search'))} value={query} onChange={(e) => setQuery(e.target.value)} sx={{ mt: 1 }} />
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text('picker.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
}
