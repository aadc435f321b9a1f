import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { shiftNight } from './night';
import { kit } from './texts';
import { IconAction } from '@/app/widgets/IconAction';
import { DatePickerField } from '@/app/inputs/dates';

/** The night shown, kept in the URL (`?night=YYYY-MM-DD`) so that a reload or a shared link opens the same night. */
export function useNight(tonight: string): [string, (night: string) => void] {
  const [params, setParams] = useSearchParams();
  const night = /^\d{4}-\d{2}-\d{2}$/.test(params.get('night') ?? '') ? params.get('night')! : tonight;
  const set = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('night', next);
        return out;
      },
      { replace: true },
    );
  return [night, set];
}

/** Previous and next night, back to tonight, and a date field. */
export function NightPicker({ night, tonight, onChange }: { night: string; tonight: string; onChange: (night: string) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconAction label={translate(kit('night.previous'))} icon={<ChevronLeftIcon />} onClick={() => onChange(shiftNight(night, -1))} />
      <Typography component="h2" variant="h6" sx={{ minWidth: 200, textAlign: 'center' }} aria-live="polite">
        {translate(kit('night.title'), { date: `${dayjs(night).format('ddd')} ${formatDate(night)}` })}
      </Typography>
      <IconAction label={translate(kit('night.next'))} icon={<ChevronRightIcon />} onClick={() => onChange(shiftNight(night, 1))} />
      <Button onClick={() => onChange(tonight)} disabled={night === tonight}>
        {translate(kit('night.tonight'))}
      </Button>
      <DatePickerField
        size="small"
        label={translate(kit('night.pick'))}
        value={night}
        onChange={(value) => value && onChange(value)}
      />
    </Stack>
  );
}
