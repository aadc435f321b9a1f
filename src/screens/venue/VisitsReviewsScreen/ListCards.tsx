import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { ScoreChip } from './ScoreChip';
import { text } from './texts';
import { LIST_TYPE_ENUM, type VenueList } from './types';

/** The published lists of the venue's country, each with its latest score and a way to its submissions. */
export function ListCards({ lists }: { lists: VenueList[] }) {
  const translate = useTranslate();
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
      {lists.map(({ list, sessionCount, lastScore, lastCompletedOn }) => (
        <Card key={list.id} variant="outlined" component="section" aria-label={translate(enumLabelKey(LIST_TYPE_ENUM, list.type))}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate(enumLabelKey(LIST_TYPE_ENUM, list.type))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(text('overview.count'), { smart_count: sessionCount })}
            </Typography>
            {lastCompletedOn ? (
              <Typography component="div" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <ScoreChip listType={list.type} score={lastScore} />
                {formatDate(lastCompletedOn)}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">{translate(text('overview.noSessions'))}</Typography>
            )}
          </CardContent>
          <CardActions>
            <Button size="small" component={Link} to={`/vp/lists/submissions/${list.id}`}>
              {translate(text('overview.submissions'))}
            </Button>
          </CardActions>
        </Card>
      ))}
    </div>
  );
}
