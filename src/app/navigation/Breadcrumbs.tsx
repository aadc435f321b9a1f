import HomeIcon from '@mui/icons-material/Home';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from './breadcrumbTrail';

/** Breadcrumbs that start with a home link to `/`. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const translate = useTranslate();
  return (
    <MuiBreadcrumbs aria-label={translate('app.nav.breadcrumbs')} sx={{ fontSize: 14 }}>
      <Link component={RouterLink} to="/" aria-label={translate('app.nav.home')} sx={{ display: 'flex', alignItems: 'center' }} color="inherit">
        <HomeIcon fontSize="small" />
      </Link>
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <Link key={crumb.labelKey} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
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
