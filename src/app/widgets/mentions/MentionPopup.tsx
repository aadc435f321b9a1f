import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_MENTION_ITEMS, type MentionItem } from './useMentionSearch';

export interface MentionPopupProps {
  /** The id of the listbox; the text field names it in `aria-controls`. */
  id: string;
  /** The text field: the popup sits under it and takes its keystrokes while open. */
  anchorEl: HTMLElement | null;
  open: boolean;
  items: MentionItem[];
  loading: boolean;
  onPick: (item: MentionItem) => void;
  onClose: () => void;
}

/** The id of an option, for the text field's `aria-activedescendant`. */
export function mentionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The names matching an `@query`, under the text field (spec: max 8 items; Enter or Tab picks, arrows move,
 * Esc closes). Focus stays in the text field, so the popup listens to the field's keys and tells assistive
 * technology the highlighted option through the field's `aria-activedescendant`.
 */
export function MentionPopup({ id, anchorEl, open, items, loading, onPick, onClose }: MentionPopupProps) {
  const translate = useTranslate();
  const shown = items.slice(0, MAX_MENTION_ITEMS);
  // The highlight belongs to one list of names: a new list starts again at its first name.
  const [highlight, setHighlight] = useState({ items, index: 0 });
  const index = highlight.items === items ? highlight.index : 0;
  const visible = open && anchorEl !== null && (shown.length > 0 || !loading);

  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      onClose();
    } else if (shown.length === 0) {
      return;
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ items, index: (index + step + shown.length) % shown.length });
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      // Shift+Tab and Shift+Enter keep their usual meaning: leave the field, break the line.
      if (e.shiftKey) return;
      onPick(shown[index]);
    } else {
      return;
    }
    // The keys the popup used must not also add a line, move focus or close a surrounding dialog.
    e.preventDefault();
    e.stopPropagation();
  });

  useEffect(() => {
    if (!visible || !anchorEl) return;
    const listener = (e: KeyboardEvent) => onKeyDown(e);
    anchorEl.addEventListener('keydown', listener);
    return () => anchorEl.removeEventListener('keydown', listener);
  }, [visible, anchorEl]);

  const activeId = visible && shown.length > 0 ? mentionOptionId(id, index) : null;
  useEffect(() => {
    if (!anchorEl) return;
    if (activeId) anchorEl.setAttribute('aria-activedescendant', activeId);
    else anchorEl.removeAttribute('aria-activedescendant');
  }, [anchorEl, activeId]);

  return (
    <Popper open={visible} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <Paper elevation={8} sx={{ minWidth: 240, maxWidth: 360 }}>
        {shown.length > 0 ? (
          <List id={id} role="listbox" dense aria-label={translate('app.mention.suggestions')}>
            {shown.map((item, i) => (
              <ListItemButton
                key={`${item.type}-${item.id}`}
                id={mentionOptionId(id, i)}
                role="option"
                aria-selected={i === index}
                selected={i === index}
                // Picking on mouse down keeps the focus, and so the caret, in the text field.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(item)}
                onMouseEnter={() => setHighlight({ items, index: i })}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{item.type === 'venue' ? <BusinessIcon fontSize="small" /> : <PersonIcon fontSize="small" />}</ListItemIcon>
                <ListItemText primary={item.name} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography id={id} role="status" sx={{ px: 2, py: 1.5 }} color="text.secondary">
            {translate('app.mention.noResults')}
          </Typography>
        )}
      </Paper>
    </Popper>
  );
}
