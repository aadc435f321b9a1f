import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../texts';
import { DraggableBooking } from './DraggableBooking';

/** How many bookings the list shows at first and adds with each "Show more". */
export const FLOOR_LIST_PAGE = 30;

export interface FloorListItem {
  /** The draggable's id (`booking:<id>`). */
  id: string;
  /** What the chip says: arrival, name, covers and table. */
  label: string;
}

interface FloorBookingListProps {
  items: FloorListItem[];
  /** The walk-in chip, always first and never filtered away. */
  walkIn: ReactNode;
  disabled: boolean;
  picked: string | null;
  onPick: (id: string) => void;
}

/**
 * The night's bookings beside the floor, to drag onto a table or pick up by keyboard. A busy night has hundreds: the
 * list shows the first page of them and a host finds the others by name, time or table, so that only the chips shown
 * are mounted as draggables (every draggable is drawn again as a drag crosses tables; docs/benchmarks.md, bench:floor).
 */
export function FloorBookingList({ items, walkIn, disabled, picked, onPick }: FloorBookingListProps) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(FLOOR_LIST_PAGE);
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length ? items.filter((item) => words.every((word) => item.label.toLocaleLowerCase().includes(word))) : items;
  const visible = matches.slice(0, shown);
  const left = matches.length - visible.length;

  return (
    <Stack spacing={1}>
      {items.length > FLOOR_LIST_PAGE && (
        <TextField
          size="small"
          type="search"
          label={translate(text('floor.find'))}
          helperText={translate(text('floor.found'), { count: matches.length, total: items.length })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(FLOOR_LIST_PAGE);
          }}
        />
      )}
      <Stack spacing={1} sx={{ maxHeight: { md: 520 }, overflowY: 'auto', pr: 0.5 }}>
        {walkIn}
        {visible.map((item) => (
          <DraggableBooking key={item.id} id={item.id} label={item.label} ariaLabel={translate(text('floor.bookingDrag'), { booking: item.label })} disabled={disabled} picked={picked === item.id} onPick={onPick} />
        ))}
        {words.length > 0 && matches.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(text('floor.noMatch'))}
          </Typography>
        )}
        {left > 0 && (
          <Button size="small" onClick={() => setShown((count) => count + FLOOR_LIST_PAGE)} sx={{ alignSelf: 'flex-start' }}>
            {translate(text('floor.more'), { count: Math.min(left, FLOOR_LIST_PAGE), left })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
