import StarIcon from '@mui/icons-material/Star';
import { Divider, IconButton, ListSubheader, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { canAccess } from '@/shared/permissions';
import { withSelection } from '../navigation/useNavigation';
import { useSelection } from '../selection/useSelection';
import { useSession } from '../session/SessionProvider';
import { useStarred } from './useStarred';

/** The starred pages the user may open: the first ten directly, the others under "more". */
export function StarredMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const selection = useSelection();
  const { limited, more } = useStarred();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = (paths: string[]) =>
    paths
      .map((path) => ROUTES.find((r) => r.path === path))
      .filter((r): r is (typeof ROUTES)[number] => Boolean(r && session.permissions && canAccess(session.permissions, r, selection.venueId)));
  const open = (route: (typeof ROUTES)[number]) => {
    setAnchor(null);
    navigate(withSelection(route.path, route.service, selection));
  };
  const first = entries(limited);
  const rest = entries(more);
  return (
    <>
      <Tooltip title={translate('app.starred.title')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('app.starred.title')}>
          <StarIcon />
        </IconButton>
      </Tooltip>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <ListSubheader>{translate('app.starred.title')}</ListSubheader>
        {!first.length && (
          <Typography sx={{ px: 2, py: 1, maxWidth: 280 }} variant="body2" color="text.secondary">
            {translate('app.starred.empty')}
          </Typography>
        )}
        {first.map((route) => (
          <MenuItem key={route.path} onClick={() => open(route)}>
            {translate(`routes.${route.key}`)}
          </MenuItem>
        ))}
        {rest.length > 0 && <Divider />}
        {rest.length > 0 && <ListSubheader>{translate('app.starred.more')}</ListSubheader>}
        {rest.map((route) => (
          <MenuItem key={route.path} onClick={() => open(route)} dense>
            {translate(`routes.${route.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
