import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import StopIcon from '@mui/icons-material/Stop';
import { Box, Button, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { enumLabelKey } from '@/app/enums';
import { EmployeeReportStep } from './steps/EmployeeReportStep';
import { FinalReviewStep } from './steps/FinalReviewStep';
import { PowerBiStep } from './steps/PowerBiStep';
import { StepNote } from './steps/StepNote';
import { SummaryStep } from './steps/SummaryStep';
import { TaskReviewStep } from './steps/TaskReviewStep';
import { text } from './texts';
import { useInstanceActions, useVenueUsers, type StepChanges } from './useMeetings';

type StepType = NonNullable<MeetingInstanceRecord['stepNotes']>[number]['step'];

interface MeetingRunnerProps {
  instance: MeetingInstanceRecord;
  venueId: string;
  timeZone: string;
  mayHold: boolean;
  onEnd: () => void;
}

/**
 * A started meeting walked step by step. The step is kept on the server, so whoever opens the meeting resumes
 * where it stopped, and a colleague holding it at the same time follows along.
 */
export function MeetingRunner({ instance, venueId, timeZone, mayHold, onEnd }: MeetingRunnerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const actions = useInstanceActions(venueId);
  const people = useVenueUsers(venueId).data ?? [];
  const steps = (instance.meeting.steps ?? []) as StepType[];
  const last = steps.length - 1;
  const server = Math.min(instance.currentStep ?? 0, last);
  // The step shown follows the server's; moving here shows the new step at once, before the server confirms it.
  const [local, setLocal] = useState({ server, step: server });
  const index = local.server === server ? local.step : server;
  const type = steps[index];

  const go = (step: number) => {
    setLocal({ server, step });
    if (mayHold) actions.goToStep.mutate({ meetingInstanceId: instance.id, step }, { onError: (failure) => notify(failure.message, { type: 'error' }) });
  };
  const save = async (changes: StepChanges) => {
    try {
      return await actions.saveSteps.mutateAsync({ instance, changes });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
      throw failure;
    }
  };
  const stepLabel = (s: StepType) => translate(enumLabelKey('meetings.stepType', s));

  return (
    <Box>
      <Stepper nonLinear activeStep={index} sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}>
        {steps.map((s, i) => (
          <Step key={s} completed={i < index}>
            <StepButton onClick={() => go(i)}>{stepLabel(s)}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {translate(text('run.stepOf'), { step: index + 1, total: steps.length, name: stepLabel(type) })}
      </Typography>
      <Box sx={{ mb: 3 }}>
        {type === 'venueTaskReview' && <TaskReviewStep instance={instance} venueId={venueId} timeZone={timeZone} running />}
        {type === 'employeesReport' && <EmployeeReportStep instance={instance} venueId={venueId} timeZone={timeZone} />}
        {type === 'powerBi' && <PowerBiStep instance={instance} />}
        {type === 'summary' && <SummaryStep instance={instance} people={people} mayEdit={mayHold} save={save} />}
        {type === 'finalReview' && <FinalReviewStep instance={instance} people={people} />}
        {type !== 'summary' && type !== 'finalReview' && <StepNote key={type} instance={instance} step={type} mayEdit={mayHold} save={(stepNotes) => save({ stepNotes })} />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBackIcon />} disabled={index === 0} onClick={() => go(index - 1)}>
          {translate(text('run.back'))}
        </Button>
        {index < last ? (
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => go(index + 1)}>
            {translate(text('run.next'), { name: stepLabel(steps[index + 1]) })}
          </Button>
        ) : (
          mayHold && (
            <Button variant="contained" color="warning" startIcon={<StopIcon />} onClick={onEnd}>
              {translate(text('actions.end'))}
            </Button>
          )
        )}
      </Box>
    </Box>
  );
}
