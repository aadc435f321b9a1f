import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { usePeriodLabel } from '@/app/meetings/usePeriodLabel';
import { StartMeetingDialog } from './StartMeetingDialog';
import { StatusChip } from './StatusChip';
import { text } from './texts';
import { meetingInstancesEndpoints } from '@generated/client/api/meetingInstances';
import { downloadFrom } from '../../shared/download';
import { MeetingRunner } from './MeetingRunner';
import { FinalReviewStep } from './steps/FinalReviewStep';
import { useInstance, useInstanceActions, useVenuePeople, useVenueUsers } from './useMeetings';
import { useCanWrite } from '@/app/access/useCanWrite';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** The notes of a running meeting without a Summary step; they start again from the stored ones whenever the instance changes. */
function NotesEditor({ initial, mayEdit, pending, save }: { initial: string; mayEdit: boolean; pending: boolean; save: (notes: string) => void }) {
  const translate = useTranslate();
  const [notes, setNotes] = useState(initial);
  return (
    <>
      <TextField
        label={translate(text('detail.notes'))}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={4}
        fullWidth
        disabled={!mayEdit}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      {mayEdit && (
        <Button sx={{ mt: 1 }} onClick={() => save(notes)} disabled={notes === initial || pending}>
          {translate(text('actions.saveNotes'))}
        </Button>
      )}
    </>
  );
}

/** One meeting instance: before it starts its plan, while it runs its steps one by one, once ended its record and minutes. */
export function InstanceDetail({ venueId, timeZone, id, onBack }: { venueId: string; timeZone: string; id: string; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = usePeriodLabel();
  const instance = useInstance(venueId, id);
  const actions = useInstanceActions(venueId);
  const people = useVenuePeople(venueId);
  const users = useVenueUsers(venueId);
  // Holding a meeting (start, minutes, end) is for who may; others read it.
  const mayHold = useCanWrite('meetingInstances.update', { venueId });
  const [starting, setStarting] = useState(false);
  const [ending, setEnding] = useState(false);

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
      {translate(text('actions.back'))}
    </Button>
  );
  if (instance.isPending) return <LinearProgress aria-label={translate(text('states.loading'))} />;
  if (instance.isError)
    return (
      <Box>
        {back}
        <Alert severity="error">{instance.error.message}</Alert>
      </Box>
    );
  const i = instance.data;
  const title = i.meeting.title ?? '';
  const period = label(i.meeting.type, i.whenYear, i.period);

  const end = async () => {
    try {
      await actions.end.mutateAsync(i.id);
      notify(text('done.ended'), { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
    setEnding(false);
  };
  const saveNotes = async (notes: string) => {
    try {
      await actions.saveNotes.mutateAsync({ ...i, notes });
      notify(text('done.saved'), { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };

  return (
    <Box>
      {back}
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h2">
                {title}
              </Typography>
              <Typography color="text.secondary">
                {period} · {translate(enumLabelKey('meetings.meetingType', i.meeting.type ?? 'Weekly'))}
              </Typography>
            </Box>
            <StatusChip status={i.status} />
            {mayHold && i.status === 'created' && (
              <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setStarting(true)}>
                {translate(text('actions.start'))}
              </Button>
            )}
            {i.status === 'ended' && (
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => downloadFrom(meetingInstancesEndpoints.minutes, { id: i.id }, 'minutes.pdf').catch((failure: Error) => notify(failure.message, { type: 'error' }))}
              >
                {translate(text('actions.minutes'))}
              </Button>
            )}
          </Stack>
          {i.status === 'created' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(text('detail.notStarted'))}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
            <Item label={translate(text('columns.when'))}>{formatDateTime(i.when, timeZone)}</Item>
            <Item label={translate(text('detail.started'))}>{formatDateTime(i.startedAt, timeZone) || '—'}</Item>
            <Item label={translate(text('detail.ended'))}>{formatDateTime(i.endedAt, timeZone) || '—'}</Item>
            <Item label={translate(text('columns.facilitator'))}>{i.facilitator || '—'}</Item>
            <Item label={translate(text('start.attendees'))}>
              {i.attendees?.length ? (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {i.attendees.map((a) => (
                    <Chip key={a} size="small" label={a} />
                  ))}
                </Stack>
              ) : (
                translate(text('detail.noAttendees'))
              )}
            </Item>
            <Item label={translate(text('detail.steps'))}>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {(i.meeting.steps ?? []).map((s) => (
                  <li key={s}>{translate(enumLabelKey('meetings.stepType', s))}</li>
                ))}
              </Box>
            </Item>
          </Box>
          {i.status === 'started' && <MeetingRunner instance={i} venueId={venueId} timeZone={timeZone} mayHold={mayHold} onEnd={() => setEnding(true)} />}
          {i.status === 'started' && !(i.meeting.steps ?? []).includes('summary') && (
            <Box sx={{ mt: 3 }}>
              <NotesEditor key={`${i.id}-${i.version}`} initial={i.notes ?? ''} mayEdit={mayHold} pending={actions.saveNotes.isPending} save={saveNotes} />
            </Box>
          )}
          {i.status === 'ended' && (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {translate(text('detail.readOnly'))}
              </Alert>
              <FinalReviewStep instance={i} people={users.data ?? []} />
            </>
          )}
        </CardContent>
      </Card>
      {starting && (
        <StartMeetingDialog
          title={title}
          timeZone={timeZone}
          people={people.data ?? []}
          start={async (values) => {
            await actions.start.mutateAsync({ meetingInstanceId: i.id, ...values });
            notify(text('done.started'), { type: 'success' });
          }}
          onClose={() => setStarting(false)}
        />
      )}
      <Confirm
        isOpen={ending}
        loading={actions.end.isPending}
        title={text('end.title')}
        content={text('end.content')}
        contentTranslateOptions={{ title, period }}
        confirm={text('actions.end')}
        confirmColor="warning"
        onConfirm={end}
        onClose={() => setEnding(false)}
      />
    </Box>
  );
}
