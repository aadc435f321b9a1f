import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import type { SxProps, Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IconAction } from '@/app/widgets/IconAction';
import { text } from './texts';

interface OrderActionsProps {
  index: number;
  count: number;
  /** The item's name, added to each button's accessible name ("Move up: Question 2"). */
  name?: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  size?: 'small';
  sx?: SxProps<Theme>;
}

/** Move up, move down and remove for one item of an ordered list in the draft (a category, an area, a question). */
export function OrderActions({ index, count, name, onMove, onRemove, size, sx }: OrderActionsProps) {
  const translate = useTranslate();
  const action = (key: 'actions.up' | 'actions.down' | 'actions.remove') => {
    const title = translate(text(key));
    return { title, label: name ? `${title}: ${name}` : title, size, sx };
  };
  return (
    <>
      <IconAction {...action('actions.up')} icon={<ArrowUpwardIcon fontSize="small" />} disabled={index === 0} onClick={() => onMove(index, index - 1)} />
      <IconAction {...action('actions.down')} icon={<ArrowDownwardIcon fontSize="small" />} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} />
      <IconAction {...action('actions.remove')} icon={<DeleteIcon fontSize="small" />} onClick={() => onRemove(index)} />
    </>
  );
}
