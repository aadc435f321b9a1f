import OpenWithIcon from '@mui/icons-material/OpenWith';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../texts';

const STEPS = [
  { days: -1, key: 'board.dayEarlier' },
  { days: 1, key: 'board.dayLater' },
  { days: -7, key: 'board.weekEarlier' },
  { days: 7, key: 'board.weekLater' },
] as const;

/** The keyboard's way to drag: a menu that moves the event a day or a week earlier or later. */
export function MoveMenu({ title, onMove }: { title: string; onMove: (days: number) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate(text('board.move'), { title });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <OpenWithIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {STEPS.map((step) => (
          <MenuItem
            key={step.days}
            onClick={() => {
              setAnchor(null);
              onMove(step.days);
            }}
          >
            {translate(text(step.key))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
