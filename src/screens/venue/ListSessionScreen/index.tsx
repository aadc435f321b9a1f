import { useNavigate, useParams } from 'react-router';
import { isMaintenanceReview } from '@/shared/listScores';
import { DeleteVisitDialog } from '../VisitsReviewsScreen/DeleteVisitDialog';
import { useSessionDetail } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { SessionDetails } from '../VisitsReviewsScreen/SessionDetails';
import { useVisitDelete } from '../VisitsReviewsScreen/useVisitDelete';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Session({ venueId, id, old }: { venueId: string; id: string; old: boolean }) {
  const navigate = useNavigate();
  const query = useSessionDetail(venueId, id, old);
  const remover = useVisitDelete(venueId, () => navigate(old ? '/vp/lists/oldvenuevisit' : '/vp/lists'));
  return (
    <QueryState query={query}>
      {(session) => (
        <>
          <SessionDetails session={session} onDelete={remover.allowed && !isMaintenanceReview(session.listType) ? () => remover.ask(session) : undefined} />
          <DeleteVisitDialog remover={remover} />
        </>
      )}
    </QueryState>
  );
}

/** One session's details (route /vp/lists/submissions/{type}/{id}); the old visit page shares it. */
export default function ListSessionScreen({ old = false }: { old?: boolean }) {
  const params = useParams();
  const id = old ? params.surveySessionId : params.id;
  return <VenueGate>{(venueId) => <Session venueId={venueId} id={id!} old={old} />}</VenueGate>;
}
