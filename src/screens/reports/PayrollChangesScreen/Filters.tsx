import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import type { SessionVenue } from '@/app/session/SessionProvider';
import { NO_FILTERS, type PayrollFilters } from './filters';
import { text } from './texts';
import { DatePickerField } from '@/app/inputs/dates';

interface FiltersProps {
  tab: 'rates' | 'levels';
  venues: SessionVenue[];
  value: PayrollFilters;
  onChange: (value: PayrollFilters) => void;
}

/** Venue, dates, reason or level, failed transfers and a name search; each change reloads the list from page 1. */
export function Filters({ tab, venues, value, onChange }: FiltersProps) {
  const translate = useTranslate();
  const set = (patch: Partial<PayrollFilters>) => onChange({ ...value, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField fullWidth={false} select size="small" label={translate(text('filters.venue'))} value={value.venueId} onChange={(e) => set({ venueId: e.target.value })} sx={{ minWidth: 220 }}>
        <MenuItem value="">{translate(text('filters.allVenues'))}</MenuItem>
        {venues.map((v) => (
          <MenuItem key={v.venueId} value={v.venueId}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <DatePickerField fullWidth={false} size="small" label={translate(text('filters.from'))} value={value.from} onChange={(value) => set({ from: value })} />
      <DatePickerField fullWidth={false} size="small" label={translate(text('filters.to'))} value={value.to} onChange={(value) => set({ to: value })} />
      {tab === 'rates' ? (
        <TextField fullWidth={false} select size="small" label={translate(text('filters.reason'))} value={value.reason} onChange={(e) => set({ reason: e.target.value === '' ? '' : (Number(e.target.value) as 1 | 2 | 3) })} sx={{ minWidth: 180 }}>
          <MenuItem value="">{translate(text('filters.allReasons'))}</MenuItem>
          {[1, 2, 3].map((r) => (
            <MenuItem key={r} value={r}>
              {translate(enumLabelKey('plandayPayrateChanges.reason', r))}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField fullWidth={false} select size="small" label={translate(text('filters.level'))} value={value.levelTo} onChange={(e) => set({ levelTo: e.target.value === '' ? '' : (Number(e.target.value) as 1 | 2 | 3) })} sx={{ minWidth: 160 }}>
          <MenuItem value="">{translate(text('filters.allLevels'))}</MenuItem>
          {[1, 2, 3].map((l) => (
            <MenuItem key={l} value={l}>
              {translate(enumLabelKey('campusLevelChanges.level', l))}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField fullWidth={false} size="small" type="search" label={translate(text('filters.search'))} value={value.q} onChange={(e) => set({ q: e.target.value })} />
      {tab === 'rates' && <FormControlLabel control={<Switch checked={value.errorsOnly} onChange={(e) => set({ errorsOnly: e.target.checked })} />} label={translate(text('filters.errors'))} />}
      <Button size="small" onClick={() => onChange(NO_FILTERS)}>
        {translate(text('filters.clear'))}
      </Button>
    </Stack>
  );
}
