import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useSelection } from '@/app/selection/useSelection';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { InstanceDetail } from './InstanceDetail';
import { useCanWrite } from '@/app/access/useCanWrite';
import { InstanceList } from './InstanceList';
import { NewMeetingDialog } from './NewMeetingDialog';
import { text } from './texts';
import { useInstanceActions } from './useMeetings';
import { useSessionVenue } from '@/app/session/useSessionVenue';

function Detail({ venueId, timeZone, onBack }: { venueId: string; timeZone: string; onBack: () => void }) {
  const { id = '' } = useParams();
  return <InstanceDetail key={id} venueId={venueId} timeZone={timeZone} id={id} onBack={onBack} />;
}

function Meetings({ venueId, venueName, timeZone }: { venueId: string; venueName: string; timeZone: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const actions = useInstanceActions(venueId);
  const open = (id: string) => navigate(`/vp/meetings/${id}${search}`);
  const mayHold = useCanWrite('meetingInstances.create', { venueId });
  return (
    <>
      <VenueTimeNote timeZone={timeZone} venue={venueName} />
      <Routes>
        <Route index element={<InstanceList venueId={venueId} timeZone={timeZone} onOpen={open} onNew={mayHold ? () => setCreating(true) : undefined} />} />
        <Route path=":id" element={<Detail venueId={venueId} timeZone={timeZone} onBack={() => navigate(`/vp/meetings${search}`)} />} />
      </Routes>
      {creating && (
        <NewMeetingDialog
          venueId={venueId}
          timeZone={timeZone}
          create={(meetingId) => actions.create.mutateAsync(meetingId)}
          onCreated={(id, period) => {
            notify(text('done.created'), { type: 'success', messageArgs: { period } });
            setCreating(false);
            open(id);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}

/** The active venue's meetings (routes /vp/meetings and /vp/meetings/{id}): create, start and end them. */
export default function VenueMeetingsScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  const { venue, timeZone } = useSessionVenue(venueId);
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <Meetings key={venueId} venueId={venueId} venueName={venue?.name ?? ''} timeZone={timeZone} />;
}
