import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { QueryView } from '../PosShared/QueryView';
import { CountTable, NewCountButton } from './CountList';
import { CountView } from './CountDetail';
import { text } from './texts';
import { useCounts } from './useCounts';

/** The stocktake page: the venue's active count ready for counting, or the drafts that can be activated. */
export function Stocktake({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const counts = useCounts(venueId);
  return (
    <QueryView query={counts}>
      {(list) => {
        const active = list.find((c) => c.state === 'Active');
        if (active) return <CountView count={active} venueId={venueId} country={country} />;
        const drafts = list.filter((c) => c.state === 'Draft');
        return (
          <Stack spacing={2}>
            <Alert severity="info">{translate(text('stocktake.none'))}</Alert>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <NewCountButton venueId={venueId} />
            </Stack>
            {drafts.length > 0 && <CountTable counts={drafts} venueId={venueId} />}
          </Stack>
        );
      }}
    </QueryView>
  );
}
