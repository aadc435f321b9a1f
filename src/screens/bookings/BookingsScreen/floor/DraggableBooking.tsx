import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { Chip } from '@mui/material';
import { memo } from 'react';

interface DraggableBookingProps {
  id: string;
  label: string;
  ariaLabel: string;
  disabled: boolean;
  /** Picked up by click, Enter or Space (the chip is a button): the next table chosen takes it, the keyboard's way to drag. */
  picked: boolean;
  onPick: (id: string) => void;
  color?: 'primary' | 'default';
}

interface ChipProps extends DraggableBookingProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setNodeRef: (node: HTMLElement | null) => void;
  isDragging: boolean;
}

const sx = { touchAction: 'none', maxWidth: '100%', justifyContent: 'flex-start' } as const;

/**
 * The chip itself, drawn again only when what it shows changes: dnd-kit renders every draggable again whenever the
 * table under a dragged booking changes, and a night has hundreds of bookings (docs/benchmarks.md, bench:floor).
 */
const BookingChip = memo(function BookingChip({ id, label, ariaLabel, disabled, picked, onPick, color, attributes, listeners, setNodeRef, isDragging }: ChipProps) {
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
      onClick={disabled ? undefined : () => onPick(id)}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: disabled ? 'default' : 'grab' }}
      sx={sx}
    />
  );
});

/** A booking of the night (or a walk-in party) that can be dragged onto a table, or picked up and put on one. */
export function DraggableBooking(props: DraggableBookingProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: props.id, disabled: props.disabled });
  return <BookingChip {...props} attributes={attributes} listeners={listeners} setNodeRef={setNodeRef} isDragging={isDragging} />;
}
