import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import { pickText } from '@/app/inputs';
import type { LocaleCode } from '@/i18n/locales';
import { isMaintenanceReview } from '@/shared/listScores';
import { DeleteVisitDialog } from '../VisitsReviewsScreen/DeleteVisitDialog';
import { PagedSessions, usePaging } from '../VisitsReviewsScreen/PagedSessions';
import { submissionsPager, useSubmissions } from '../VisitsReviewsScreen/queries';
import { QueryState } from '../VisitsReviewsScreen/QueryState';
import { LIST_TYPE_ENUM } from '../VisitsReviewsScreen/types';
import { useVisitDelete } from '../VisitsReviewsScreen/useVisitDelete';
import { VenueGate } from '../VisitsReviewsScreen/VenueGate';

function Submissions({ venueId, listId }: { venueId: string; listId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [paging, setPaging] = usePaging();
  const query = useSubmissions(venueId, listId, paging);
  const remover = useVisitDelete(venueId);
  return (
    <QueryState query={query}>
      {({ list }) => (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {pickText(list.title, locale as LocaleCode) || translate(enumLabelKey(LIST_TYPE_ENUM, list.type))}
          </Typography>
          <PagedSessions
            query={query}
            paging={paging}
            onPaging={setPaging}
            label={translate(enumLabelKey(LIST_TYPE_ENUM, list.type))}
            onDelete={remover.allowed && !isMaintenanceReview(list.type) ? remover.ask : undefined}
            pager={submissionsPager(venueId, listId)}
            fileName={`list-submissions-${list.type}`}
          />
          <DeleteVisitDialog remover={remover} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The venue's sessions of one list, every version of its type, paged by the server (route /vp/lists/submissions/{listId}). */
export default function ListSubmissionsScreen() {
  const { listId } = useParams();
  return <VenueGate>{(venueId) => <Submissions venueId={venueId} listId={listId!} />}</VenueGate>;
}
