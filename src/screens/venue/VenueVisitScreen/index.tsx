import ListSessionScreen from '../ListSessionScreen';

/** A venue visit's details by its survey session id (route /vp/visits/visit/{surveySessionId}, GET /VenueVisitSessions/details/{id}). */
export default function VenueVisitScreen() {
  return <ListSessionScreen old />;
}
