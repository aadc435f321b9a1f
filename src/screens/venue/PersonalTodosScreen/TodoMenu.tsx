import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from './texts';
import type { Todo } from './types';

export interface TodoMenuActions {
  edit(todo: Todo): void;
  moveUp(todo: Todo): void;
  moveDown(todo: Todo): void;
  remove(todo: Todo): void;
}

/** Edit, move up and down (the keyboard's and screen reader's way to reorder), delete. */
export function TodoMenu({ todo, actions, canMoveUp, canMoveDown }: { todo: Todo; actions: TodoMenuActions; canMoveUp: boolean; canMoveDown: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (todo: Todo) => void) => () => {
    setAnchor(null);
    action(todo);
  };
  const items = [
    { key: 'edit', label: text('todo.edit'), icon: <EditIcon fontSize="small" />, action: actions.edit, disabled: false },
    { key: 'up', label: text('todo.moveUp'), icon: <ArrowUpwardIcon fontSize="small" />, action: actions.moveUp, disabled: !canMoveUp },
    { key: 'down', label: text('todo.moveDown'), icon: <ArrowDownwardIcon fontSize="small" />, action: actions.moveDown, disabled: !canMoveDown },
    { key: 'delete', label: text('todo.delete'), icon: <DeleteIcon fontSize="small" />, action: actions.remove, disabled: false },
  ];
  return (
    <>
      <IconButton size="small" aria-label={translate(text('todo.actions'), { title: todo.title })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.key} onClick={choose(item.action)} disabled={item.disabled}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{translate(item.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
