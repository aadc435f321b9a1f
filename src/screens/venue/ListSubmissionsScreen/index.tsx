import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs';
import type { LocaleCode } from '@/i18n/locales';
import { DeleteVisitDialog } from '../VisitsReviewsScreen/DeleteVisitDialog';
import { useSubmissions } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { SessionTable } from '../VisitsReviewsScreen/SessionTable';
import { LIST_TYPE_ENUM } from '../VisitsReviewsScreen/types';
import { useVisitDelete } from '../VisitsReviewsScreen/useVisitDelete';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';
import { isMaintenanceReview } from '@/shared/listScores';

function Submissions({ venueId, listId }: { venueId: string; listId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useSubmissions(venueId, listId);
  const remover = useVisitDelete(venueId);
  return (
    <QueryState query={query}>
      {({ list, sessions }) => (
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {pickText(list.title, locale as LocaleCode) || translate(enumLabelKey(LIST_TYPE_ENUM, list.type))}
          </Typography>
          <SessionTable sessions={sessions} label={translate(enumLabelKey(LIST_TYPE_ENUM, list.type))} pageSize={25} onDelete={remover.allowed && !isMaintenanceReview(list.type) ? remover.ask : undefined} />
          <DeleteVisitDialog remover={remover} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The venue's sessions of one list, every version of its type (route /vp/lists/submissions/{listId}). */
export default function ListSubmissionsScreen() {
  const { listId } = useParams();
  return <VenueGate>{(venueId) => <Submissions venueId={venueId} listId={listId!} />}</VenueGate>;
}
