import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, Stack, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { IconAction } from '@/app/widgets/IconAction';
import { text } from '../texts';
import { isTimeOfDay, stepTime } from './floorTime';

interface FloorTimeFieldProps {
  /** HH:mm as typed; the floor keeps showing its last readable time while it is not one. */
  value: string;
  onChange: (time: string) => void;
  /** The venue's start of the night: the steps stay inside it. */
  startOfDay?: string | null;
  /** The time now at the venue, when the floor shows tonight. */
  now?: () => string;
}

/**
 * The time the floor shows: typed as HH:mm, or moved a quarter of an hour at a time by its buttons or the up and down
 * arrows, to see the tables through the night. A plain field, so that the floor of a busy night draws quickly.
 */
export function FloorTimeField({ value, onChange, startOfDay, now }: FloorTimeFieldProps) {
  const translate = useTranslate();
  const readable = isTimeOfDay(value);
  const step = (direction: -1 | 1) => onChange(stepTime(value, direction, startOfDay ?? undefined));
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconAction label={translate(text('floor.earlier'))} icon={<ChevronLeftIcon />} onClick={() => step(-1)} />
      <TextField
        size="small"
        label={translate(text('floor.time'))}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        onKeyDown={keyDown}
        error={!readable}
        helperText={readable ? undefined : translate(text('floor.timeFormat'))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        sx={{ width: 96 }}
      />
      <IconAction label={translate(text('floor.later'))} icon={<ChevronRightIcon />} onClick={() => step(1)} />
      {now && (
        <Button size="small" onClick={() => onChange(now())}>
          {translate(text('floor.now'))}
        </Button>
      )}
    </Stack>
  );
}
