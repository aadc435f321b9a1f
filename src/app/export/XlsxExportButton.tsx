import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ExportProgress } from './ExportProgress';
import { useXlsxExport, type ExportJob } from './useXlsxExport';

interface XlsxExportButtonProps<R> {
  /** The export, built when clicked (so it takes the filters and sort of that moment). */
  job: () => ExportJob<R>;
  disabled?: boolean;
  /** A step before the export (a dialog asking why): given what starts the export and what closes the step. */
  ask?: (start: () => void, close: () => void) => ReactNode;
}

/** "Export": the list as shown, all its pages, into an .xlsx file, with progress and a cancel for long lists. */
export function XlsxExportButton<R>({ job, disabled, ask }: XlsxExportButtonProps<R>) {
  const translate = useTranslate();
  const { state, start, cancel } = useXlsxExport();
  const [asking, setAsking] = useState(false);
  const busy = state.phase !== 'idle';
  const run = () => void start(job());
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={ask ? () => setAsking(true) : run} disabled={disabled || busy}>
        {translate('app.export.button')}
      </Button>
      {asking && ask?.(run, () => setAsking(false))}
      <ExportProgress
        title={translate('app.export.title')}
        progress={state.phase === 'idle' ? null : state.phase === 'fetching' ? { done: state.fetched, total: state.total } : { done: state.fetched, finishing: true }}
        onCancel={cancel}
      />
    </>
  );
}
