import { Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/shared/format';
import type { RetentionRun } from '@/shared/guests/guestRetention';
import { ScrollTable } from '../ScrollTable';
import { RunsExport } from './RunsExport';
import { text } from './texts';
import { HeadingRow } from '@/app/widgets/HeadingRow';

/** The report of the latest runs: when, after how many months, how many guests, how long. */
export function RetentionRuns({ runs }: { runs: RetentionRun[] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="retention-runs-title">
      <CardContent>
        <Stack spacing={1}>
          <HeadingRow id="retention-runs-title" title={translate(text('runs.title'))} component="h3">
            <RunsExport runs={runs} />
          </HeadingRow>
          {runs.length === 0 ? (
            <Typography color="text.secondary">{translate(text('runs.none'))}</Typography>
          ) : (
            <ScrollTable
              caption={translate(text('runs.caption'))}
              head={
                <>
                  <TableCell>{translate(text('runs.startedAt'))}</TableCell>
                  <TableCell align="right">{translate(text('runs.months'))}</TableCell>
                  <TableCell align="right">{translate(text('runs.anonymized'))}</TableCell>
                  <TableCell align="right">{translate(text('runs.duration'))}</TableCell>
                </>
              }
            >
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.startedAt)}</TableCell>
                  <TableCell align="right">{run.months}</TableCell>
                  <TableCell align="right">{run.anonymized.toLocaleString('da-DK')}</TableCell>
                  <TableCell align="right">{translate(text('runs.seconds'), { seconds: (run.durationMs / 1000).toLocaleString('da-DK', { maximumFractionDigits: 1 }) })}</TableCell>
                </TableRow>
              ))}
            </ScrollTable>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
