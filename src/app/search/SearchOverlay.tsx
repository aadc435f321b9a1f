import SearchIcon from '@mui/icons-material/Search';
import { Dialog, IconButton, InputAdornment, List, ListItemButton, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { SIDEBARS } from '@generated/client/sidebars';
import { withSelection } from '../navigation/useNavigation';
import { useSelection } from '../selection/useSelection';
import { useSession } from '../session/SessionProvider';
import { permittedPages, searchPages } from './searchablePages';
import { useDebouncedValue } from './useDebouncedValue';

/** The search overlay waits this long after typing (spec: 200 ms). */
export const SEARCH_DELAY_MS = 200;
const SHORTCUT = 'Ctrl+K';

function isShortcut(e: globalThis.KeyboardEvent) {
  return (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
}

/** Finds any page the user may open; Ctrl+K (⌘K) opens it from anywhere, arrows move, Enter opens, Esc closes. */
export function SearchOverlay() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const selection = useSelection();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(query, SEARCH_DELAY_MS);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (isShortcut(e)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const results = useMemo(() => {
    if (!session.permissions) return [];
    const pages = permittedPages(SIDEBARS, session.permissions, selection.venueId).map((p) => ({
      ...p,
      label: translate(`sidebar.${p.key}`),
      serviceLabel: translate(`services.${p.service}`),
    }));
    return searchPages(pages, debounced).slice(0, 50);
  }, [session.permissions, selection, debounced, translate]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (index: number) => {
    const page = results[index];
    if (!page) return;
    close();
    navigate(withSelection(page.path, page.service, selection));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(active);
    }
  };

  return (
    <>
      <Tooltip title={translate('app.search.hint', { shortcut: SHORTCUT })}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('app.search.open')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-label={translate('app.search.open')}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
            htmlInput: { 'aria-label': translate('app.search.placeholder'), role: 'combobox', 'aria-expanded': true, 'aria-controls': 'search-results' },
          }}
          sx={{ '& fieldset': { border: 'none' }, borderBottom: 1, borderColor: 'divider' }}
        />
        <List id="search-results" role="listbox" dense sx={{ maxHeight: 400, overflow: 'auto' }}>
          {results.map((page, i) => (
            <ListItemButton key={page.path} role="option" selected={i === active} aria-selected={i === active} onClick={() => go(i)} onMouseEnter={() => setActive(i)}>
              <ListItemText primary={page.label} secondary={page.serviceLabel} />
            </ListItemButton>
          ))}
          {!results.length && debounced && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.search.noResults', { query: debounced })}
            </Typography>
          )}
        </List>
      </Dialog>
    </>
  );
}
