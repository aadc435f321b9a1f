import { useDroppable } from '@dnd-kit/core';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { text } from '../texts';

/** A day of a week row: where a dragged event is dropped; shaded when it holds events. */
export function BoardDay({ date, count }: { date: string; count: number }) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <Box
      ref={setNodeRef}
      role="cell"
      aria-label={translate(text('board.day'), { date: formatDate(date), smart_count: count })}
      sx={{
        textAlign: 'center',
        typography: 'caption',
        lineHeight: '24px',
        borderRadius: 1,
        fontWeight: count ? 700 : 400,
        bgcolor: isOver ? 'primary.main' : count ? 'action.selected' : 'transparent',
        color: isOver ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {Number(date.slice(8, 10))}
    </Box>
  );
}
