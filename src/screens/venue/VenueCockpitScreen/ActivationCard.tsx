import EventNoteIcon from '@mui/icons-material/EventNote';
import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** Activation plan events of the coming week. */
export function ActivationCard({ activation }: { activation: CockpitPart<'activation'> }) {
  const translate = useTranslate();
  return (
    <CockpitCard title="activation.title" icon={<EventNoteIcon />} to="/vp/activationplan" linkLabel="activation.link">
      {activation.events.length ? (
        <List dense disablePadding aria-label={translate(text('activation.title'))}>
          {activation.events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={e.title}
                secondary={[formatDate(e.date), e.startTime, e.category ? translate(enumLabelKey('activationPlanEvents.category', e.category)) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{translate(text('activation.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
