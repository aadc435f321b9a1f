import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ROUTES } from '@generated/client/routes';
import { SIDEBARS } from '@generated/client/sidebars';
import { documentTitle } from '../pages/documentTitle';
import { breadcrumbTrail } from '../navigation/breadcrumbTrail';
import { Breadcrumbs } from '../navigation/Breadcrumbs';
import { useSidebars } from '../navigation/reportEntries';
import { serviceLandingPath, useNavigation } from '../navigation/useNavigation';
import { useSelection } from '../selection/useSelection';
import { useStarred } from '../starred/useStarred';

/** Breadcrumbs, the star of the page and the document title. */
export function PageHeader() {
  const translate = useTranslate();
  const { match, permissions } = useNavigation();
  const selection = useSelection();
  const { isStarred, toggle } = useStarred();
  const sidebars = useSidebars();
  const title = match ? translate(`routes.${match.route.key}`) : null;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  if (!match) return null;
  const service = sidebars.find((s) => s.service === match.route.service)!;
  const crumbs = breadcrumbTrail(match, ROUTES, SIDEBARS, serviceLandingPath(service, permissions, selection));
  const path = match.route.path;
  const starred = isStarred(path);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 2, pb: 1, minHeight: 48 }}>
      {/* Generated views name themselves in the navigation bar; custom screens get the page title there. */}
      {match.view === 'screen' && <Title title={title!} />}
      <Breadcrumbs crumbs={crumbs} />
      {!path.includes(':') && (
        <Tooltip title={translate(starred ? 'app.starred.remove' : 'app.starred.add')}>
          <IconButton size="small" sx={{ width: { xs: 44 }, height: { xs: 44 } }} onClick={() => toggle(path)} aria-pressed={starred} aria-label={translate(starred ? 'app.starred.remove' : 'app.starred.add')}>
            {starred ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
