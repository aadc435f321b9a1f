import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import { useCanWrite } from '@/app/access/useCanWrite';
import { RETENTION_MONTHS, type RetentionSchedule } from '@/shared/guests/guestRetention';
import { text } from './texts';

const validMonths = (value: string): number | null => {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= RETENTION_MONTHS.min && n <= RETENTION_MONTHS.max ? n : null;
};

/** Whether the schedule is on and after how many months; the preview below follows the months typed, saved or not. */
export function ScheduleForm({ schedule, children }: { schedule: RetentionSchedule; children: (months: number) => ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canEdit = useCanWrite('guestRetention.update', { country: schedule.country });
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [months, setMonths] = useState(String(schedule.months));
  const parsed = validMonths(months);
  const save = useMutation({
    mutationFn: () => guestRetentionApi.update({ country: schedule.country, body: { enabled, months: parsed!, version: schedule.version } }),
    onSuccess: () => {
      notify(text('schedule.saved'), { type: 'success' });
      void client.invalidateQueries({ queryKey: ['guestRetention', schedule.country] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsed !== null && canEdit) save.mutate();
  };
  const range = { min: RETENTION_MONTHS.min, max: RETENTION_MONTHS.max };

  return (
    <Stack spacing={3}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="retention-schedule-title">
        <Typography variant="h6" component="h3" id="retention-schedule-title">
          {translate(text('schedule.title'))}
        </Typography>
        {!canEdit && <Alert severity="info">{translate(text('schedule.readOnly'))}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!canEdit} />} label={translate(text('schedule.enabled'))} />
          <TextField
            label={translate(text('schedule.months'))}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            error={parsed === null}
            helperText={translate(text(parsed === null ? 'schedule.monthsRange' : 'schedule.monthsHint'), range)}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: range.min, max: range.max } }}
            sx={{ maxWidth: { md: 260 } }}
          />
          {canEdit && (
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={parsed === null || save.isPending} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
              {translate(text('schedule.save'))}
            </Button>
          )}
        </Stack>
        {!schedule.enabled && <Typography color="text.secondary">{translate(text('schedule.off'))}</Typography>}
        {save.isError && <Alert severity="error">{translate(save.error.message, { _: save.error.message })}</Alert>}
      </Stack>
      {parsed !== null && children(parsed)}
    </Stack>
  );
}
