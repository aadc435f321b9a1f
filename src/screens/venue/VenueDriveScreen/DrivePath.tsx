import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text } from './texts';

/** The folder path as links: Drive / Menus / Archive; the current folder is plain text. */
export function DrivePath({ directory, onOpen }: { directory: string; onOpen: (path: string) => void }) {
  const translate = useTranslate();
  const parts = directory.split('/').filter(Boolean);
  const crumbs = [{ name: translate(text('path.root')), path: '/' }, ...parts.map((name, i) => ({ name, path: `/${parts.slice(0, i + 1).join('/')}` }))];
  return (
    <Breadcrumbs aria-label={translate(text('path.label'))} sx={{ flexGrow: 1, minWidth: 0 }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
            {i === 0 && <FolderOpenIcon fontSize="small" />}
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.path} component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(crumb.path)} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {i === 0 && <FolderOpenIcon fontSize="small" />}
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
