import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import { IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/shared/format';
import { FileIcon } from './fileIcon';
import { SharingSelect } from './SharingSelect';
import { text } from './texts';
import type { DomainPermission, DriveFile, DriveFolder } from './types';
import { useSizeText } from './useSizeText';

interface DriveTableProps {
  folders: DriveFolder[];
  files: DriveFile[];
  onOpen: (path: string) => void;
  onDownload: (file: DriveFile) => void;
  /** Absent for users who may not change the drive, like `onSharing`. */
  onDelete?: (item: { kind: 'file'; file: DriveFile } | { kind: 'folder'; folder: DriveFolder }) => void;
  onSharing?: (file: DriveFile, domainPermission: DomainPermission) => void;
  busy: boolean;
  /** The venue's zone, in which upload times are shown. */
  timeZone: string;
}

/** The sub-folders (first) and files of a folder with their actions. */
export function DriveTable({ folders, files, onOpen, onDownload, onDelete, onSharing, busy, timeZone }: DriveTableProps) {
  const translate = useTranslate();
  const sizeText = useSizeText();
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Table size="small" aria-label={translate(text('columns.name'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(text('columns.name'))}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('columns.size'))}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('columns.uploaded'))}</TableCell>
          <TableCell>{translate(text('columns.sharing'))}</TableCell>
          <TableCell align="right">{translate(text('columns.actions'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {folders.map((folder) => (
          <TableRow key={folder.path} hover>
            <TableCell>
              <Link component="button" type="button" underline="hover" onClick={() => onOpen(folder.path)} aria-label={translate(text('actions.open'), { name: folder.name })} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
                <FolderIcon fontSize="small" color="primary" />
                {folder.name}
              </Link>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('folder.files'), { smart_count: folder.fileCount })}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }} />
            <TableCell />
            <TableCell align="right">{onDelete && action(translate(text('actions.delete'), { name: folder.name }), <DeleteOutlineIcon fontSize="small" />, () => onDelete({ kind: 'folder', folder }))}</TableCell>
          </TableRow>
        ))}
        {files.map((file) => (
          <TableRow key={file.id} hover>
            <TableCell>
              <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onDownload(file)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textAlign: 'left' }}>
                <FileIcon contentType={file.contentType} />
                {file.name}
              </Link>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{sizeText(file.size)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('uploaded'), { date: formatDateTime(file.uploadedAt, timeZone), name: file.uploadedBy ?? '—' })}</TableCell>
            <TableCell>
              <SharingSelect value={file.domainPermission} fileName={file.name} disabled={busy || !onSharing} onChange={(value) => onSharing?.(file, value)} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {action(translate(text('actions.download'), { name: file.name }), <DownloadIcon fontSize="small" />, () => onDownload(file))}
              {onDelete && action(translate(text('actions.delete'), { name: file.name }), <DeleteOutlineIcon fontSize="small" />, () => onDelete({ kind: 'file', file }))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
