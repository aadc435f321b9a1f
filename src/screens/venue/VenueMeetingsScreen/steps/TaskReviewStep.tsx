import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { venueTasksApi } from '@generated/client/api/venueTasks';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { useCanWrite } from '@/app/access/useCanWrite';
import { IconAction } from '@/app/widgets/IconAction';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { formatDate } from '@/shared/format';
import type { MeetingType } from '@/shared/meetingPeriods';
import { text } from '../texts';
import { RUNNING_REFRESH_MS } from '../useMeetings';
import { carriedDate, reviewWeeks } from './reviewWeeks';
import { DatePickerField } from '@/app/inputs/dates';

interface Occurrence {
  id: string;
  title: string;
  occurrenceDate: string;
  checked: boolean;
}

/** Moves one task (or one occurrence of a repeating task) to another date. */
function MoveDialog({ task, move, onClose }: { task: Occurrence; move: (toDate: string) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const [date, setDate] = useState(task.occurrenceDate);
  return (
    <FormDialog title={translate(text('run.tasks.moveTitle'), { title: task.title })} submitLabel={translate(text('run.tasks.move'))} canSubmit={Boolean(date) && date !== task.occurrenceDate} submit={() => move(date)} onClose={onClose}>
      <DatePickerField required label={translate(text('run.tasks.newDate'))} value={date} onChange={(value) => setDate(value)} />
    </FormDialog>
  );
}

/**
 * Venue Task Review: the tasks of the period under review with whether each is done; tick them off, move one, or
 * carry every open one to the same weekday of the next period.
 */
export function TaskReviewStep({ instance, venueId, timeZone, running }: { instance: MeetingInstanceRecord; venueId: string; timeZone: string; running: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const weeks = reviewWeeks((instance.meeting.type ?? 'Weekly') as MeetingType, instance.whenYear, instance.period, instance.when ?? new Date().toISOString(), timeZone);
  const results = useQueries({
    queries: weeks.map((w) => ({
      queryKey: ['venueTasks', venueId, 'week', w.year, w.week],
      queryFn: () => venueTasksApi.getWeek({ venueId, year: w.year, week: w.week }),
      refetchInterval: running ? RUNNING_REFRESH_MS : (false as const),
    })),
  });
  const mayCheck = useCanWrite('venueTasks.setChecked', { venueId }) && running;
  const mayMove = useCanWrite('venueTasks.changeDate', { venueId }) && running;
  const [moving, setMoving] = useState<Occurrence | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: ['venueTasks', venueId] });

  if (results.some((r) => r.isPending)) return <LinearProgress aria-label={translate(text('run.tasks.loading'))} />;
  const failed = results.find((r) => r.isError);
  if (failed?.error) return <Alert severity="error">{failed.error.message}</Alert>;
  const tasks: Occurrence[] = results.flatMap((r) => (r.data?.days ?? []).flatMap((d) => d.tasks.map((t) => ({ id: t.id, title: t.title, occurrenceDate: t.occurrenceDate, checked: t.checked }))));
  const open = tasks.filter((t) => !t.checked);

  const act = async (work: () => Promise<unknown>, done?: string, args?: Record<string, unknown>) => {
    setBusy(true);
    try {
      await work();
      if (done) notify(done, { type: 'success', messageArgs: args });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const toggle = (t: Occurrence) =>
    act(() => (t.checked ? venueTasksApi.setUnchecked({ taskId: t.id, venueId, date: t.occurrenceDate }) : venueTasksApi.setChecked({ taskId: t.id, venueId, date: t.occurrenceDate })));
  const move = (t: Occurrence, toDate: string) => venueTasksApi.changeDate({ body: { taskId: t.id, venueId, fromDate: t.occurrenceDate, toDate } }).finally(reload);
  // One move after the other: each is its own atomic change, and a refusal names the task it stopped at.
  const carry = () =>
    act(
      async () => {
        for (const t of open) await venueTasksApi.changeDate({ body: { taskId: t.id, venueId, fromDate: t.occurrenceDate, toDate: carriedDate(t.occurrenceDate, weeks.length) } });
      },
      text('run.tasks.carried'),
      { smart_count: open.length },
    );

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography sx={{ flexGrow: 1 }}>{translate(text('run.tasks.progress'), { done: tasks.length - open.length, total: tasks.length })}</Typography>
        {mayMove && open.length > 0 && (
          <Button variant="outlined" disabled={busy} onClick={carry}>
            {translate(text('run.tasks.carry'), { smart_count: open.length })}
          </Button>
        )}
      </Stack>
      {tasks.length === 0 ? (
        <Alert severity="info">{translate(text('run.tasks.none'))}</Alert>
      ) : (
        <List dense aria-label={translate(text('run.tasks.list'))}>
          {tasks.map((t) => (
            <ListItem
              key={`${t.id}-${t.occurrenceDate}`}
              disableGutters
              secondaryAction={mayMove && !t.checked ? <IconAction label={translate(text('run.tasks.moveTitle'), { title: t.title })} icon={<EventIcon />} onClick={() => setMoving(t)} /> : undefined}
            >
              <FormControlLabel
                sx={{ pr: 6, minWidth: 0 }}
                disabled={!mayCheck || busy}
                control={<Checkbox checked={t.checked} onChange={() => toggle(t)} />}
                label={
                  <span>
                    {t.title} <Typography component="span" variant="body2" color="text.secondary">· {formatDate(t.occurrenceDate)}</Typography>
                  </span>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {moving && (
        <MoveDialog
          task={moving}
          move={async (toDate) => {
            await move(moving, toDate);
            notify(text('run.tasks.moved'), { type: 'success' });
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </Box>
  );
}
