import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useNumbers } from '@/i18n/useNumbers';

export interface ProgressState {
  /** Rows (or lines) done so far, and of how many when known. */
  done: number;
  total?: number;
  /** Past fetching or reading: writing the file or saving. */
  finishing?: boolean;
}

interface ExportProgressProps {
  title: string;
  progress: ProgressState | null;
  onCancel?: () => void;
}

/** How far a long export or import has come, with a button to cancel it where it can be cancelled. */
export function ExportProgress({ title, progress, onCancel }: ExportProgressProps) {
  const translate = useTranslate();
  const { decimal } = useNumbers();
  const titleId = useId();
  if (!progress) return null;
  const { done, total, finishing } = progress;
  const percent = total ? Math.min(100, (done / total) * 100) : undefined;
  const text = finishing
    ? translate('app.export.writing', { count: decimal(done, 0) })
    : total !== undefined
      ? translate('app.export.progress', { done: decimal(done, 0), total: decimal(total, 0) })
      : translate('app.export.progressUnknown', { done: decimal(done, 0) });
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby={titleId} onClose={(_, reason) => reason !== 'backdropClick' && onCancel?.()}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {text}
          </Typography>
        </Box>
        <LinearProgress variant={percent === undefined || finishing ? 'indeterminate' : 'determinate'} value={percent} aria-label={text} />
      </DialogContent>
      {onCancel && (
        <DialogActions>
          <Button onClick={onCancel} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
