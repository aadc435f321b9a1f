import DownloadIcon from '@mui/icons-material/Download';
import { Box, Chip, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { FileIcon } from './fileIcon';
import { SharedFilesExport } from './SharedFilesExport';
import { text } from './texts';
import { DOMAIN_ENUM, type SharedFile } from './types';
import { HeadingRow } from '@/app/widgets/HeadingRow';

/** Files other venues share with this one, read-only. */
export function SharedFiles({ files, onDownload }: { files: SharedFile[]; onDownload: (file: SharedFile) => void }) {
  const translate = useTranslate();
  if (!files.length) return null;
  return (
    <Box component="section" aria-labelledby="drive-shared-title" sx={{ mt: 4 }}>
      <HeadingRow id="drive-shared-title" title={translate(text('shared.title'))} component="h2">
        <SharedFilesExport files={files} />
      </HeadingRow>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(text('shared.help'))}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="drive-shared-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('columns.name'))}</TableCell>
              <TableCell>{translate(text('columns.from'))}</TableCell>
              <TableCell>{translate(text('columns.sharing'))}</TableCell>
              <TableCell align="right">{translate(text('columns.actions'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id} hover>
                <TableCell>
                  <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onDownload(file)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <FileIcon contentType={file.contentType} />
                    {file.name}
                  </Link>
                </TableCell>
                <TableCell>{file.venueName}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={translate(enumLabelKey(DOMAIN_ENUM, file.domainPermission))} />
                </TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={translate(text('actions.download'), { name: file.name })} onClick={() => onDownload(file)}>
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
