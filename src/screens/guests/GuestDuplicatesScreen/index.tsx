import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import type { DuplicateCandidate } from '@/shared/guests/guestDuplicates';
import { IntroCard } from '../IntroCard';
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
      <IntroCard title={translate(text('title'), { country: translate(`countries.${country}`) })} intro={translate(text('intro'))}>
        <RunPanel country={country} />
      </IntroCard>
      <CandidateList country={country} onOpen={setOpen} />
      <RecentMerges country={country} />
      {open && <MergeDialog key={open.id} country={country} pair={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
