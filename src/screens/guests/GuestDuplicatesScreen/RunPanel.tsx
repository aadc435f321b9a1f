import SearchIcon from '@mui/icons-material/ManageSearch';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import { useCanWrite } from '@/app/access/useCanWrite';
import { formatDateTime } from '@/shared/format';
import type { LocaleCode } from '@/shared/locales';
import { formatDecimal } from '@/shared/numbers';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import { text } from './texts';

/** While a search is queued or running, how often its progress is asked. */
const POLL_MS = 2_000;

export const duplicatesKey = (country: string) => ['guestDuplicates', country] as const;

/** The country's latest search: its progress while it runs, what it found when done, and "Search now". */
export function RunPanel({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const client = useQueryClient();
  const canStart = useCanWrite('guestDuplicates.startRun', { country });
  const run = useQuery({
    queryKey: [...duplicatesKey(country), 'run'],
    queryFn: () => guestDuplicatesApi.latestRun({ country }),
    refetchInterval: (query) => (query.state.data && ['queued', 'running'].includes(query.state.data.status) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => guestDuplicatesApi.startRun({ country }),
    onSuccess: (started) => client.setQueryData([...duplicatesKey(country), 'run'], started),
  });
  const status = run.data?.status;
  // The list and the merges change when a search ends: ask them again then.
  const was = useRef(status);
  useEffect(() => {
    if (was.current && was.current !== status && status === 'done') void client.invalidateQueries({ queryKey: [...duplicatesKey(country), 'list'] });
    was.current = status;
  }, [status, client, country]);

  const number = (n: number) => formatDecimal(n, locale as LocaleCode, 0);
  const r = run.data;
  let line = translate(text('run.never'));
  let progress: number | null = null;
  if (r?.status === 'queued') line = translate(text('run.queued'));
  else if (r?.status === 'running') {
    line = r.phase === 'reading' || r.phase === 'comparing' ? translate(text(`run.${r.phase}`), { done: number(r.done), total: number(r.total) }) : translate(text('run.saving'));
    progress = r.total ? Math.round((r.done / r.total) * 100) : 0;
  } else if (r?.status === 'done') line = translate(text('run.done'), { when: formatDateTime(r.finishedAt, COUNTRY_TIME_ZONE[country]), pairs: number(r.pairs ?? 0), seconds: formatDecimal((r.durationMs ?? 0) / 1000, locale as LocaleCode, 1) });
  else if (r?.status === 'failed') line = translate(text('run.failed'), { when: formatDateTime(r.finishedAt, COUNTRY_TIME_ZONE[country]), error: r.error ?? '' });
  const busy = status === 'queued' || status === 'running';

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {translate(text('run.title'))}
      </Typography>
      {run.isError ? (
        <Alert severity="error">{translate(run.error.message, { _: run.error.message })}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography role="status" color={r?.status === 'failed' ? 'error' : undefined}>
              {line}
            </Typography>
            {busy && <LinearProgress variant={progress === null ? 'indeterminate' : 'determinate'} value={progress ?? undefined} aria-label={translate(text('run.progress'))} sx={{ mt: 1 }} />}
          </Box>
          {canStart && (
            <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => start.mutate()} disabled={busy || start.isPending} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              {translate(text('run.start'))}
            </Button>
          )}
        </Stack>
      )}
      {start.isError && <Alert severity="error">{translate(start.error.message, { _: start.error.message })}</Alert>}
    </Stack>
  );
}
