import { useDraggable } from '@dnd-kit/core';
import { Chip } from '@mui/material';

interface DraggableBookingProps {
  id: string;
  label: string;
  ariaLabel: string;
  disabled: boolean;
  /** Picked up by click, Enter or Space (the chip is a button): the next table chosen takes it, the keyboard's way to drag. */
  picked: boolean;
  onPick: () => void;
  color?: 'primary' | 'default';
}

/** A booking of the night (or a walk-in party) that can be dragged onto a table, or picked up and put on one. */
export function DraggableBooking({ id, label, ariaLabel, disabled, picked, onPick, color }: DraggableBookingProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled });
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      aria-label={ariaLabel}
      aria-pressed={picked}
      aria-disabled={disabled}
      label={label}
      color={picked ? 'secondary' : color}
      variant={picked || color === 'primary' ? 'filled' : 'outlined'}
      onClick={disabled ? undefined : onPick}
      sx={{ opacity: isDragging ? 0.4 : 1, touchAction: 'none', cursor: disabled ? 'default' : 'grab', maxWidth: '100%', justifyContent: 'flex-start' }}
    />
  );
}
