import { useDraggable } from '@dnd-kit/core';
import { Chip } from '@mui/material';

/** A booking of the night (or a walk-in party) that can be dragged onto a table. */
export function DraggableBooking({ id, label, ariaLabel, disabled, color }: { id: string; label: string; ariaLabel: string; disabled: boolean; color?: 'primary' | 'default' }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled });
  return <Chip ref={setNodeRef} {...attributes} {...listeners} role="button" aria-label={ariaLabel} label={label} color={color} variant={color === 'primary' ? 'filled' : 'outlined'} sx={{ opacity: isDragging ? 0.4 : 1, touchAction: 'none', cursor: disabled ? 'default' : 'grab', maxWidth: '100%', justifyContent: 'flex-start' }} />;
}
