import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import type { RetentionRun } from '@/shared/guests/guestRetention';
import { text } from './texts';

/** Export of the runs as listed: when, after how many months, how many guests, how many seconds. */
export function RunsExport({ runs }: { runs: RetentionRun[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<RetentionRun>
      disabled={!runs.length}
      job={() => ({
        fileName: 'retention-runs',
        sheetName: translate(text('runs.title')),
        columns: [
          { header: translate(text('runs.startedAt')), kind: 'datetime' },
          { header: translate(text('runs.months')), kind: 'number' },
          { header: translate(text('runs.anonymized')), kind: 'number' },
          { header: translate(text('export.seconds')), kind: 'number' },
        ],
        rows: runs,
        toCells: (rows) => rows.map((run) => [run.startedAt, run.months, run.anonymized, Math.round(run.durationMs / 100) / 10]),
      })}
    />
  );
}
