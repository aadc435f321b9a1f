import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import { useCanWrite } from '@/app/access/useCanWrite';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { DialogFrame } from '@/app/widgets/dialogs/DialogFrame';
import { useSubmission } from '@/app/widgets/dialogs/useSubmission';
import { formatDate } from '@/shared/format';
import { MERGE_FIELDS, type DuplicateCandidate, type MergeField, type MergeSide } from '@/shared/guests/guestDuplicates';
import { duplicatesKey } from './RunPanel';
import { text } from './texts';

type Side = 'A' | 'B';
const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** Each field's value comes from the kept profile unless only the other one has it. */
function defaultChoices(kept: MergeSide, removed: MergeSide, keptSide: Side): Record<MergeField, Side> {
  return Object.fromEntries(MERGE_FIELDS.map((f) => [f, kept.values[f] === null && removed.values[f] !== null ? other(keptSide) : keptSide])) as Record<MergeField, Side>;
}

interface MergeDialogProps {
  country: CountryCode;
  pair: DuplicateCandidate;
  onClose: () => void;
}

/**
 * Two profiles side by side: which one is kept, and for each field that differs, whose value. Merge sends the choice
 * with the versions shown, so that a profile changed meanwhile (or merged by someone else) is refused with the reason.
 */
export function MergeDialog({ country, pair, onClose }: MergeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canMerge = useCanWrite('guestDuplicates.merge', { country });
  const { busy, error, run } = useSubmission();
  const sides = useQuery({
    queryKey: [...duplicatesKey(country), 'pair', pair.guest.id, pair.other.id],
    queryFn: () => guestDuplicatesApi.getPair({ country, guestId: pair.guest.id, otherGuestId: pair.other.id }),
    staleTime: 0,
  });
  const [keep, setKeep] = useState<Side>('A');
  const [choices, setChoices] = useState<Record<MergeField, Side> | null>(null);

  const profiles = sides.data ? { A: sides.data.guest, B: sides.data.other } : null;
  const chosen = profiles ? (choices ?? defaultChoices(profiles[keep], profiles[other(keep)], keep)) : null;
  const changeKeep = (side: Side) => {
    setKeep(side);
    if (profiles) setChoices(defaultChoices(profiles[side], profiles[other(side)], side));
  };
  const done = (message: string) => {
    notify(message, { type: 'success' });
    void client.invalidateQueries({ queryKey: duplicatesKey(country) });
  };
  const merge = () =>
    run(async () => {
      const kept = profiles![keep];
      const removed = profiles![other(keep)];
      await guestDuplicatesApi.merge({
        country,
        body: { keptGuestId: kept.id, removedGuestId: removed.id, keptVersion: kept.version, removedVersion: removed.version, fromRemoved: MERGE_FIELDS.filter((f) => chosen![f] !== keep) },
      });
      done(text('pair.merged'));
    }, onClose);
  const dismiss = () =>
    run(async () => {
      await guestDuplicatesApi.dismiss({ country, body: { guestId: pair.guest.id, otherGuestId: pair.other.id } });
      done(text('pair.dismissed'));
    }, onClose);

  const label = (f: MergeField) => translate(f === 'venueId' ? text('pair.venue') : `enums.guestDuplicates.mergeField.${f}`);
  const shown = (side: MergeSide, f: MergeField) => (f === 'venueId' ? side.venueName : side.values[f]) ?? translate(text('pair.empty'));
  const summary = (side: Side, p: MergeSide) => (
    <Box>
      <Typography variant="body2">
        {[p.values.firstName, p.values.lastName].filter(Boolean).join(' ')} ({side}) · {translate(text('pair.created'), { date: formatDate(p.createdAt) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(text('pair.counts'), { consents: p.counts.consents, notes: p.counts.notes, log: p.counts.log, lists: p.counts.guestListEntries, conversations: p.counts.conversations })}
      </Typography>
    </Box>
  );

  return (
    <DialogFrame
      title={translate(text('pair.title'))}
      error={error}
      maxWidth="md"
      onClose={onClose}
      action={
        canMerge && profiles ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button onClick={() => void dismiss()} disabled={busy}>
              {translate(text('pair.dismiss'))}
            </Button>
            <Button variant="contained" onClick={() => void merge()} loading={busy}>
              {translate(text('pair.merge'), { side: keep })}
            </Button>
          </Stack>
        ) : null
      }
    >
      {!profiles || !chosen ? (
        sides.isError ? <Typography color="error">{translate(sides.error.message, { _: sides.error.message })}</Typography> : <LoadingScreen />
      ) : (
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="merge-keep">{translate(text('pair.keep'))}</FormLabel>
            <RadioGroup aria-labelledby="merge-keep" value={keep} onChange={(e) => changeKeep(e.target.value as Side)}>
              {(['A', 'B'] as const).map((side) => (
                <FormControlLabel key={side} value={side} control={<Radio />} label={summary(side, profiles[side])} sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }} />
              ))}
            </RadioGroup>
          </FormControl>
          {MERGE_FIELDS.filter((f) => profiles.A.values[f] !== profiles.B.values[f]).map((f) => (
            <FormControl key={f}>
              <FormLabel id={`merge-${f}`}>{translate(text('pair.choose'), { field: label(f) })}</FormLabel>
              <RadioGroup aria-labelledby={`merge-${f}`} value={chosen[f]} onChange={(e) => setChoices({ ...chosen, [f]: e.target.value as Side })}>
                {(['A', 'B'] as const).map((side) => (
                  <FormControlLabel key={side} value={side} control={<Radio size="small" />} label={translate(text('pair.fromThis'), { value: shown(profiles[side], f), side })} sx={{ overflowWrap: 'anywhere' }} />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
          <Typography variant="body2" color="text.secondary">
            {translate(text('pair.together'))}
          </Typography>
        </Stack>
      )}
    </DialogFrame>
  );
}
