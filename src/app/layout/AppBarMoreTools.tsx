import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Popover, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The navigation bar's tools behind one button, on a phone where they do not fit beside the title. The panel stays open
 * while a tool's own menu or dialog is open over it: closing it would unmount the tool and its menu with it.
 */
export function AppBarMoreTools({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.nav.moreTools');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} aria-haspopup="true" aria-expanded={Boolean(anchor)}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 1, maxWidth: 'calc(100vw - 32px)' }}>
          {children}
        </Box>
      </Popover>
    </>
  );
}
