import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExportProgress } from './ExportProgress';
import { useXlsxExport, type ExportJob } from './useXlsxExport';

interface XlsxExportButtonProps<R> {
  /** The export, built when clicked (so it takes the filters and sort of that moment). */
  job: () => ExportJob<R>;
  disabled?: boolean;
}

/** "Export": the list as shown, all its pages, into an .xlsx file, with progress and a cancel for long lists. */
export function XlsxExportButton<R>({ job, disabled }: XlsxExportButtonProps<R>) {
  const translate = useTranslate();
  const { state, start, cancel } = useXlsxExport();
  const busy = state.phase !== 'idle';
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void start(job())} disabled={disabled || busy}>
        {translate('app.export.button')}
      </Button>
      <ExportProgress
        title={translate('app.export.title')}
        progress={state.phase === 'idle' ? null : state.phase === 'fetching' ? { done: state.fetched, total: state.total } : { done: state.fetched, finishing: true }}
        onCancel={cancel}
      />
    </>
  );
}
