import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, Card, CardContent, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import { useCanWrite } from '@/app/access/useCanWrite';
import { clock } from '@/shared/clock';
import { formatDateTime } from '@/shared/format';
import type { GuestMergeSummary } from '@/shared/guests/guestDuplicates';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import { ScrollTable } from '../ScrollTable';
import { MergesExport } from './MergesExport';
import { duplicatesKey } from './RunPanel';
import { text } from './texts';
import { HeadingRow } from '@/app/widgets/HeadingRow';

/** The country's merges of the last seven days: who kept which profile with which values, and Undo within a day. */
export function RecentMerges({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canUndo = useCanWrite('guestDuplicates.undo', { country });
  const merges = useQuery({ queryKey: [...duplicatesKey(country), 'merges'], queryFn: () => guestDuplicatesApi.merges({ country }) });
  const undo = useMutation({
    mutationFn: (id: string) => guestDuplicatesApi.undo({ country, mergeId: id }),
    onSuccess: () => {
      notify(text('merges.undoneOk'), { type: 'success' });
      void client.invalidateQueries({ queryKey: duplicatesKey(country) });
    },
  });
  const zone = COUNTRY_TIME_ZONE[country];
  const fields = (m: GuestMergeSummary) => m.fieldsFromRemoved.map((f) => translate(`enums.guestDuplicates.mergeField.${f}`)).join(', ') || translate(text('merges.nothing'));
  const state = (m: GuestMergeSummary) => {
    if (m.undoneAt) return translate(text('merges.undone'), { when: formatDateTime(m.undoneAt, zone) });
    if (new Date(m.undoUntil) <= clock.now()) return translate(text('merges.expired'));
    if (!canUndo) return '';
    return (
      <Button size="small" startIcon={<UndoIcon />} onClick={() => undo.mutate(m.id)} disabled={undo.isPending} aria-label={translate(text('merges.undoLabel'), { name: m.keptName })}>
        {translate(text('merges.undo'))}
      </Button>
    );
  };

  return (
    <Card component="section" aria-labelledby="recent-merges-title">
      <CardContent>
        <Stack spacing={2}>
          <HeadingRow id="recent-merges-title" title={translate(text('merges.title'))} component="h3">
            <MergesExport country={country} merges={merges.data ?? []} />
          </HeadingRow>
          {undo.isError && <Alert severity="error">{translate(undo.error.message, { _: undo.error.message })}</Alert>}
          {merges.isError && <Alert severity="error">{translate(merges.error.message, { _: merges.error.message })}</Alert>}
          {merges.data && !merges.data.length && <Typography>{translate(text('merges.none'))}</Typography>}
          {merges.data && merges.data.length > 0 && (
            <ScrollTable
              caption={translate(text('merges.caption'))}
              head={
                <>
                  <TableCell>{translate(text('merges.when'))}</TableCell>
                  <TableCell>{translate(text('merges.kept'))}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('merges.who'))}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('merges.fields'))}</TableCell>
                  <TableCell />
                </>
              }
            >
              {merges.data.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{formatDateTime(m.mergedAt, zone)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={`/crm/guest/${m.keptGuestId}?countryId=${country}`}>
                      {m.keptName}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{m.mergedByName ?? ''}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{fields(m)}</TableCell>
                  <TableCell align="right">{state(m)}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
