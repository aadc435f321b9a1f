import HomeIcon from '@mui/icons-material/Home';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from './breadcrumbTrail';

/** On a phone each link is a fingertip's size (44 px each way), as every control there is. */
const LINK = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: { xs: 44, sm: 0 }, minWidth: { xs: 44, sm: 0 } };

/** Breadcrumbs that start with a home link to `/`. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const translate = useTranslate();
  return (
    <MuiBreadcrumbs aria-label={translate('app.nav.breadcrumbs')} sx={{ fontSize: 14 }}>
      <Link component={RouterLink} to="/" aria-label={translate('app.nav.home')} sx={LINK} color="inherit">
        <HomeIcon fontSize="small" />
      </Link>
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <Link key={crumb.labelKey} component={RouterLink} to={crumb.to} underline="hover" color="inherit" sx={LINK}>
            {translate(crumb.labelKey)}
          </Link>
        ) : (
          <Typography key={crumb.labelKey} color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'} sx={{ fontSize: 'inherit' }} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {translate(crumb.labelKey)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
