import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { common } from './texts';

/** A list row's Duplicate and Delete buttons, each named with the row's name for screen readers. */
export function DuplicateDeleteButtons({ name, onDuplicate, onDelete }: { name: string; onDuplicate: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  const duplicate = translate(common('actions.duplicate'));
  const remove = translate(common('actions.delete'));
  return (
    <>
      <Tooltip title={duplicate}>
        <IconButton onClick={onDuplicate} aria-label={`${duplicate}: ${name}`}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton onClick={onDelete} aria-label={`${remove}: ${name}`}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
