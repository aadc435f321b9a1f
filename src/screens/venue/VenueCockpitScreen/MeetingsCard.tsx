import GroupsIcon from '@mui/icons-material/Groups';
import { Chip, Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { usePeriodLabel } from '@/app/meetings/usePeriodLabel';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** Meetings created or started and not yet ended, the soonest first. */
export function MeetingsCard({ meetings }: { meetings: CockpitPart<'meetings'> }) {
  const translate = useTranslate();
  const periodLabel = usePeriodLabel();
  return (
    <CockpitCard title="meetings.title" icon={<GroupsIcon />} to="/vp/meetings" linkLabel="meetings.link">
      {meetings.open.length ? (
        <List dense disablePadding aria-label={translate(text('meetings.title'))}>
          {meetings.open.map((m) => (
            <ListItem key={m.id} disableGutters secondaryAction={<Chip size="small" color={m.status === 'started' ? 'warning' : 'default'} label={translate(enumLabelKey('meetingInstances.status', m.status))} />}>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={`/vp/meetings/${m.id}`}>
                    {m.title}
                  </MuiLink>
                }
                secondary={m.whenYear && m.period ? periodLabel(m.type, m.whenYear, m.period) : null}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
          {meetings.openCount > meetings.open.length && <Empty>{translate(text('meetings.more'), { smart_count: meetings.openCount - meetings.open.length })}</Empty>}
        </List>
      ) : (
        <Empty>{translate(text('meetings.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
