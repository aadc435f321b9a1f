import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import type { DuplicateCandidate } from '@/shared/guests/guestDuplicates';
import { CandidateList } from './CandidateList';
import { MergeDialog } from './MergeDialog';
import { RecentMerges } from './RecentMerges';
import { RunPanel } from './RunPanel';
import { text } from './texts';

/** Possible duplicate guests of the country chosen at the top: the search, the pairs, merging side by side, and undo. */
export default function GuestDuplicatesScreen() {
  const translate = useTranslate();
  const country = useActiveCountry();
  const [open, setOpen] = useState<DuplicateCandidate | null>(null);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {translate(text('title'), { country: translate(`countries.${country}`) })}
            </Typography>
            <Typography color="text.secondary">{translate(text('intro'))}</Typography>
            <RunPanel country={country} />
          </Stack>
        </CardContent>
      </Card>
      <CandidateList country={country} onOpen={setOpen} />
      <RecentMerges country={country} />
      {open && <MergeDialog key={open.id} country={country} pair={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
