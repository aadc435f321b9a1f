import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';

/** An icon for a file by its content type. */
export function FileIcon({ contentType }: { contentType: string }) {
  const props = { fontSize: 'small' as const, color: 'action' as const };
  if (contentType.startsWith('image/')) return <ImageIcon {...props} />;
  if (contentType === 'application/pdf') return <PictureAsPdfIcon {...props} />;
  if (/csv|spreadsheet|excel/.test(contentType)) return <TableChartIcon {...props} />;
  if (contentType.startsWith('text/') || /word|document/.test(contentType)) return <DescriptionIcon {...props} />;
  return <InsertDriveFileIcon {...props} />;
}
