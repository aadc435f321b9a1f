import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { text } from '../texts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Final Review (and an ended meeting's record): what was decided, the notes, the step notes and the action items. */
export function FinalReviewStep({ instance, people }: { instance: MeetingInstanceRecord; people: { id: string; name: string }[] }) {
  const translate = useTranslate();
  const none = <Typography color="text.secondary">{translate(text('run.review.none'))}</Typography>;
  const items = instance.actionItems ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title={translate(text('run.summary.decisions'))}>{instance.decisions ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{instance.decisions}</Typography> : none}</Section>
      <Section title={translate(text('detail.notes'))}>{instance.notes ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{instance.notes}</Typography> : none}</Section>
      {(instance.stepNotes ?? []).length > 0 && (
        <Section title={translate(text('run.review.stepNotes'))}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {instance.stepNotes!.map((n) => (
              <li key={n.step}>
                {translate(enumLabelKey('meetings.stepType', n.step))}: {n.note}
              </li>
            ))}
          </Box>
        </Section>
      )}
      <Section title={translate(text('run.summary.actionItems'))}>
        {items.length === 0 ? (
          none
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={translate(text('run.summary.actionItems'))}>
            {items.map((a, i) => (
              <li key={i}>
                {translate(text(a.kind === 'todo' ? 'run.review.todo' : 'run.review.task'), { title: a.title, who: people.find((p) => p.id === a.assigneeId)?.name ?? a.assigneeId ?? '', date: formatDate(a.dueDate) })}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Box>
  );
}
