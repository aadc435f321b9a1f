import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs';
import type { LocaleCode } from '@/i18n/locales';
import { formatDateTime } from '@/shared/format';
import { CriticalTask } from './CriticalTask';
import { ScoreChip } from './ScoreChip';
import { text } from './texts';
import { LIST_TYPE_ENUM, SURVEY_TYPE_ENUM, type SessionDetail } from './types';

type Answer = NonNullable<SessionDetail['answers']>[number];

function AnswerValue({ answer }: { answer: Answer }) {
  const translate = useTranslate();
  const files = answer.media?.length ?? 0;
  switch (answer.kind) {
    case 'yesNo':
    case 'yesNoCritical':
      if (!answer.value) break;
      return <Chip size="small" color={answer.value === 'yes' ? 'success' : 'error'} label={translate(text(answer.value === 'yes' ? 'details.yes' : 'details.no'))} />;
    case 'rating':
      if (!answer.value) break;
      return <Chip size="small" variant="outlined" label={`${answer.value} / 5`} />;
    case 'photoMultipleUpload':
    case 'videoMultipleUpload':
      return <Chip size="small" variant="outlined" label={translate(text('details.media'), { smart_count: files })} />;
    default:
      if (answer.value) return <Typography variant="body2">{answer.value}</Typography>;
  }
  return <Typography variant="body2" color="text.secondary">{translate(text('details.unanswered'))}</Typography>;
}

/** A session: its list, when and by whom, the coloured score overall and per category, and every answer by category. */
/** A critical question answered "no": it can become a venue task. */
const isFailedCritical = (a: Answer) => a.kind === 'yesNoCritical' && a.value === 'no';

export function SessionDetails({ session, onDelete }: { session: SessionDetail; onDelete?: () => void }) {
  const tasks = new Map((session.tasks ?? []).map((t) => [t.questionId, t.taskId]));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pick = (value: Parameters<typeof pickText>[0]) => pickText(value, locale as LocaleCode);
  const title = pick(session.title) || translate(enumLabelKey(LIST_TYPE_ENUM, session.listType));
  const answers = session.answers ?? [];
  const groups = [
    ...(session.categories ?? []).map((c) => ({ id: c.id, name: pick(c.name), answers: answers.filter((a) => a.categoryId === c.id) })),
    { id: '', name: translate(text('details.uncategorised')), answers: answers.filter((a) => !a.categoryId || !(session.categories ?? []).some((c) => c.id === a.categoryId)) },
  ].filter((g) => g.answers.length);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">{title}</Typography>
          <Typography color="text.secondary">
            {session.venueName} · {translate(text('details.completed'), { date: formatDateTime(session.completedOn, session.venueTimeZone ?? undefined), name: session.userName ?? '' })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Chip size="small" label={translate(enumLabelKey(SURVEY_TYPE_ENUM, session.surveyType))} />
            {session.listVersion && <Chip size="small" variant="outlined" label={translate(text('details.version'), { version: session.listVersion })} />}
          </Stack>
        </Box>
        <ScoreChip listType={session.listType} score={session.score} size="medium" />
        {onDelete && (
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={onDelete}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </Stack>
      {session.hasCriticalFailure && <Alert severity="error">{translate(text('details.critical'))}</Alert>}
      {session.categoryScores.length > 0 && (
        <Card variant="outlined">
          <CardHeader title={<Typography variant="subtitle1" component="h2">{translate(text('details.categories'))}</Typography>} sx={{ pb: 0 }} />
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {session.categoryScores.map((c) => (
                <Stack key={c.categoryId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2">{pick(c.name)}</Typography>
                  <ScoreChip listType={session.listType} score={c.score} />
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardHeader title={<Typography variant="subtitle1" component="h2">{translate(text('details.answers'))}</Typography>} sx={{ pb: 0 }} />
        <CardContent>
          {groups.map((group, gi) => (
            <Box key={group.id || 'other'} component="section" aria-label={group.name}>
              {gi > 0 && <Divider sx={{ my: 1 }} />}
              <Typography variant="overline" color="text.secondary">{group.name}</Typography>
              <List dense disablePadding>
                {group.answers.map((a) => (
                  <ListItem key={a.questionId} disableGutters secondaryAction={<AnswerValue answer={a} />} sx={{ pr: 16 }}>
                    <ListItemText
                      primary={pick(a.text)}
                      secondary={
                        a.comment || isFailedCritical(a) ? (
                          <>
                            {a.comment && <span style={{ display: 'block' }}>{translate(text('details.comment'), { comment: a.comment })}</span>}
                            {isFailedCritical(a) && <CriticalTask sessionId={session.id} venueId={session.venueId} questionId={a.questionId} taskId={tasks.get(a.questionId) ?? null} />}
                          </>
                        ) : undefined
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
}
