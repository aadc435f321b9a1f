import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from './texts';
import type { TaskActions, WeekTask } from './types';

/**
 * Edit, move and delete behind one button, which keeps narrow day columns readable. Editing and moving a Marketing
 * task is switched off for users without the Marketing role, as the server would refuse it.
 */
export function TaskMenu({ task, actions, mayChange }: { task: WeekTask; actions: TaskActions; mayChange: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: ((task: WeekTask) => void) | undefined) => () => {
    setAnchor(null);
    action?.(task);
  };
  return (
    <>
      <IconButton size="small" edge="end" aria-label={translate(text('task.actions'), { title: task.title })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {!mayChange && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1, maxWidth: 280 }}>
            {translate(text('task.marketingOnly'))}
          </Typography>
        )}
        <MenuItem onClick={choose(actions.edit)} disabled={!mayChange}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(text('actions.edit'))}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(actions.move)} disabled={!mayChange}>
          <ListItemIcon>
            <EventIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(text('actions.move'))}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(actions.remove)}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(text('actions.delete'))}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
