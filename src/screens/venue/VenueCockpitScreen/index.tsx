import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueCockpitApi } from '@generated/client/api/venueCockpit';
import { useSelection } from '@/app/selection/useSelection';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { QueryError } from '@/app/widgets/QueryView';
import { formatDate } from '@/shared/format';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { ActivationCard } from './ActivationCard';
import { EodCard } from './EodCard';
import { ListsCard } from './ListsCard';
import { MeetingsCard } from './MeetingsCard';
import { NotificationsCard } from './NotificationsCard';
import { TasksCard } from './TasksCard';
import { TodosCard } from './TodosCard';
import { text } from './texts';
import type { Cockpit } from './types';

function Cards({ cockpit }: { cockpit: Cockpit }) {
  const { tasks, todos, lists, eod, meetings, activation, notifications } = cockpit;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', alignItems: 'stretch' }}>
      {tasks && <TasksCard tasks={tasks} />}
      {todos && todos.roles.length > 0 && <TodosCard todos={todos} />}
      {eod && <EodCard eod={eod} timeZone={cockpit.venue.timeZone} />}
      {lists && <ListsCard lists={lists} />}
      {meetings && <MeetingsCard meetings={meetings} />}
      {activation && <ActivationCard activation={activation} />}
      <NotificationsCard notifications={notifications} />
    </Box>
  );
}

function VenueCockpit({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['venueCockpit', venueId], queryFn: () => venueCockpitApi.get({ venueId }) });
  if (query.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (query.isError) return <QueryError query={query} retryLabel={translate(text('states.retry'))} />;
  const cockpit = query.data;
  return (
    <Stack spacing={2} sx={phoneTouchTargets}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          {translate(text('heading'), { venue: cockpit.venue.name, date: formatDate(cockpit.today) })}
        </Typography>
        <Tooltip title={translate(text('refresh'))}>
          <span>
            <IconButton aria-label={translate(text('refresh'))} onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <VenueTimeNote timeZone={cockpit.venue.timeZone} venue={cockpit.venue.name} />
      <Cards cockpit={cockpit} />
    </Stack>
  );
}

/** The active venue at a glance: tasks, to-dos, end-of-day report, scores, meetings, events and notifications (route /vp/cockpit). */
export default function VenueCockpitScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <VenueCockpit key={venueId} venueId={venueId} />;
}
