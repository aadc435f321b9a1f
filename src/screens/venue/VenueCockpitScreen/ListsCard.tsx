import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Link as MuiLink, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { ScoreChip } from '../VisitsReviewsScreen/ScoreChip';
import { text as visitsText } from '../VisitsReviewsScreen/texts';
import { LIST_TYPE_ENUM, sessionPath } from '../VisitsReviewsScreen/types';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** The latest session of each list type, newest first, its score coloured by the list's thresholds. */
export function ListsCard({ lists }: { lists: CockpitPart<'lists'> }) {
  const translate = useTranslate();
  return (
    <CockpitCard title="lists.title" icon={<FactCheckIcon />} to="/vp/lists" linkLabel="lists.link">
      {lists.latest.length ? (
        <List dense disablePadding aria-label={translate(text('lists.title'))}>
          {lists.latest.map((s) => {
            const list = translate(enumLabelKey(LIST_TYPE_ENUM, s.listType));
            const date = formatDate(s.completedOn);
            return (
              <ListItem key={s.id} disableGutters secondaryAction={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  {s.hasCriticalFailure && <ReportProblemIcon color="error" fontSize="small" aria-label={translate(visitsText('table.critical'))} />}
                  <ScoreChip listType={s.listType} score={s.score} />
                </Stack>
              }>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={sessionPath(s)} aria-label={translate(text('lists.open'), { list, date })}>
                      {list}
                    </MuiLink>
                  }
                  secondary={date}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Empty>{translate(text('lists.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
