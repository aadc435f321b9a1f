import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface IconActionProps {
  /** The accessible name: what it does, and to which record in a list. */
  label: string;
  /** The tooltip, when it may say less than the name; the name by default. */
  title?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  size?: 'small';
  sx?: SxProps<Theme>;
}

/** An icon button with a tooltip. */
export function IconAction({ label, title = label, icon, onClick, disabled, size, sx }: IconActionProps) {
  const button = (
    <IconButton size={size} aria-label={label} onClick={onClick} disabled={disabled} sx={sx}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events for the tooltip: a wrapper listens in its place.
  return <Tooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>;
}

interface EditDeleteOptions<R> {
  /** The accessible names of a row's edit and delete buttons, naming its record. */
  editLabel?: (row: R) => string;
  deleteLabel?: (row: R) => string;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
}

/** A row's edit and delete buttons, for `RecordTable`'s `actions`; none when the user may do neither. */
export function editDeleteActions<R>({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteOptions<R>) {
  if (!onEdit && !onDelete) return undefined;
  return (row: R) => (
    <>
      {onEdit && <IconAction size="small" label={editLabel?.(row) ?? ''} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(row)} />}
      {onDelete && <IconAction size="small" label={deleteLabel?.(row) ?? ''} icon={<DeleteIcon fontSize="small" />} onClick={() => onDelete(row)} />}
    </>
  );
}
