import DeleteIcon from '@mui/icons-material/Delete';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { RecordCard, RecordCards } from '@/app/widgets/phone/RecordCards';
import { formatDateTime } from '@/shared/format';
import { ScoreChip } from './ScoreChip';
import { text } from './texts';
import { LIST_TYPE_ENUM, SURVEY_TYPE_ENUM, type SessionSummary } from './types';

interface SessionCardsProps {
  sessions: SessionSummary[];
  label: string;
  pathOf: (session: SessionSummary) => string;
  onDelete?: (session: SessionSummary) => void;
}

/** Sessions on a phone: one card each that opens the session, with its list, kind, who, when and coloured score. */
export function SessionCards({ sessions, label, pathOf, onDelete }: SessionCardsProps) {
  const translate = useTranslate();
  return (
    <RecordCards label={label}>
      {sessions.map((s) => {
        const list = translate(enumLabelKey(LIST_TYPE_ENUM, s.listType));
        const date = formatDateTime(s.completedOn);
        return (
          <RecordCard
            key={s.id}
            link={{ to: pathOf(s), label: translate(text('table.open'), { list, date }) }}
            title={list}
            aside={<ScoreChip listType={s.listType} score={s.score} />}
            subtitle={[date, translate(enumLabelKey(SURVEY_TYPE_ENUM, s.surveyType)), s.userName].filter(Boolean).join(' · ')}
            details={
              (s.hasCriticalFailure || !s.listId) && (
                <>
                  {s.hasCriticalFailure && <Chip size="small" color="error" variant="outlined" icon={<ReportProblemIcon />} label={translate(text('table.critical'))} />}
                  {!s.listId && <Chip size="small" variant="outlined" label={translate(text('table.earlier'))} />}
                </>
              )
            }
            actions={
              onDelete && (
                <IconButton aria-label={translate(text('table.delete'), { date })} onClick={() => onDelete(s)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )
            }
          />
        );
      })}
    </RecordCards>
  );
}
