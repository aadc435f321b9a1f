import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { DEFAULT_CALENDAR_ENTRY } from '@/shared/bookings/calendar';
import dayjs from '@/shared/dayjs';
import { errorMessage, fieldErrors } from '@/data/httpErrors';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { text, type TextKey } from './texts';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

type Kind = 'period' | 'dates' | 'weekly' | 'yearly';
const KINDS: Kind[] = ['period', 'dates', 'weekly', 'yearly'];
const splitDates = (value: string) => value.split(/[\s,;]+/).map((d) => d.trim()).filter(Boolean);

interface AddEntryProps {
  venueId: string;
  setups: SetupTree[];
  onAdded: () => void;
}

/** The calendar card's form to add an entry, under its heading. */
export function AddEntryCard(props: AddEntryProps) {
  const translate = useTranslate();
  return (
    <OutlinedSection title={translate(text('add.title'))} component="h2">
      <AddEntryForm {...props} />
    </OutlinedSection>
  );
}

/**
 * Adds an entry: a period (POST venue-setup-calendar-entries), dates (…/calendar-dates-by-date-list), a weekly or a
 * yearly repetition (…/calendar-dates-by-weekly-interval, …/calendar-dates-by-yearly-interval); the default entry
 * of a setup with one click. A day chosen in the calendar fills the dates, the start and the weekday.
 */
export function AddEntryForm({ venueId, setups, onAdded, day }: AddEntryProps & { day?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [kind, setKind] = useState<Kind>('dates');
  const [v, setV] = useState({ setupId: setups[0]?.id ?? '', fromDate: day ?? '', fromTime: '', toDate: '', toTime: '', priority: '0', dates: day ?? '', every: '1', weekdays: day ? [dayjs(day).isoWeekday()] : ([] as number[]) });
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setupId = setups.some((s) => s.id === v.setupId) ? v.setupId : (setups[0]?.id ?? '');
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      notify(text('entries.saved'), { type: 'success' });
      setErrors({});
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure));
      setErrors(fieldErrors(failure) ?? {});
    }
  };
  const priority = Number(v.priority) || 0;
  const bounds = { fromDate: v.fromDate || null, toDate: v.toDate || null, fromTime: v.fromTime || null, toTime: v.toTime || null };
  const submit = () => {
    if (!setupId) return setError(translate(text('add.required')));
    switch (kind) {
      case 'period':
        return run(() => venueSetupCalendarEntriesApi.create({ body: { venueDetailsId: venueId, venueSetupId: setupId, isActive: true, priority, ...bounds } }));
      case 'dates':
        return run(() => venueSetupsApi.entryByDateList({ id: setupId, body: { dates: splitDates(v.dates), priority, fromTime: bounds.fromTime, toTime: bounds.toTime } }));
      case 'weekly':
        return run(() => venueSetupsApi.entryByWeeklyInterval({ id: setupId, body: { repeatEveryCount: Number(v.every) || 1, repeatOnDays: v.weekdays, priority, ...bounds } }));
      case 'yearly':
        return run(() => venueSetupsApi.entryByYearlyInterval({ id: setupId, body: { repeatEveryCount: Number(v.every) || 1, repeatOnDates: splitDates(v.dates), priority, ...bounds } }));
    }
  };
  const field = (key: 'fromDate' | 'fromTime' | 'toDate' | 'toTime' | 'priority' | 'every', label: TextKey, type: string) => (
    <TextField size="small" type={type} label={translate(text(label))} value={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.value })} error={Boolean(errors[key])} helperText={errors[key]} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 140 }} />
  );
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <TextField select size="small" label={translate(text('add.kind'))} value={kind} onChange={(e) => setKind(e.target.value as Kind)} sx={{ minWidth: 160 }}>
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(text(`add.kinds.${k}`))}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate(text('add.setup'))} value={setupId} onChange={(e) => setV({ ...v, setupId: e.target.value })} sx={{ minWidth: 180 }}>
            {setups.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          {field('priority', 'add.priority', 'number')}
        </Stack>
        {(kind === 'weekly' || kind === 'yearly') && field('every', 'add.every', 'number')}
        {kind === 'weekly' && (
          <Stack direction="row" role="group" aria-label={translate(text('add.weekdays'))} sx={{ flexWrap: 'wrap' }}>
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <FormControlLabel
                key={d}
                control={<Checkbox checked={v.weekdays.includes(d)} onChange={(e) => setV({ ...v, weekdays: e.target.checked ? [...v.weekdays, d].sort() : v.weekdays.filter((x) => x !== d) })} />}
                label={translate(text(`weekdays.${d}` as TextKey))}
              />
            ))}
          </Stack>
        )}
        {(kind === 'dates' || kind === 'yearly') && (
          <TextField size="small" multiline minRows={2} label={translate(text('add.dates'))} placeholder="2026-12-24, 2026-12-31" value={v.dates} onChange={(e) => setV({ ...v, dates: e.target.value })} error={Boolean(errors.dates || errors.repeatOnDates)} helperText={errors.dates ?? errors.repeatOnDates} />
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {kind !== 'dates' && field('fromDate', 'add.fromDate', 'date')}
          {field('fromTime', 'add.fromTime', 'time')}
          {kind !== 'dates' && field('toDate', 'add.toDate', 'date')}
          {field('toTime', 'add.toTime', 'time')}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit}>
            {translate(text('add.submit'))}
          </Button>
          <Button onClick={() => setupId && run(() => venueSetupCalendarEntriesApi.create({ body: { ...DEFAULT_CALENDAR_ENTRY, venueDetailsId: venueId, venueSetupId: setupId } }))}>{translate(text('add.defaultEntry'))}</Button>
        </Stack>
      </Stack>
    </>
  );
}
