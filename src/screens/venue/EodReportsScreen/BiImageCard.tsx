import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { BiImage } from './BiImage';
import { text } from './texts';
import type { EodReportDetail } from './types';

interface BiImageCardProps {
  report: EodReportDetail;
  editable: boolean;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/** The report's business-intelligence image: shown, uploaded (POST /Media/eodbi, then PUT /EodReports/bi), replaced or removed. */
export function BiImageCard({ report, editable, upload, remove }: BiImageCardProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => upload(file));
  };
  return (
    <Card variant="outlined" component="section" aria-label={translate(text('report.bi'))}>
      <CardHeader title={<Typography variant="h6" component="h2">{translate(text('report.bi'))}</Typography>} subheader={report.rules.requireBiImage && editable ? translate(text('report.required')) : undefined} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {report.biImageId ? (
            <BiImage mediaId={report.biImageId} alt={translate(text('report.biAlt'), { date: formatDate(report.date) })} />
          ) : (
            <Typography variant="body2" color="text.secondary">{translate(text(editable ? 'report.biHelp' : 'report.biNone'))}</Typography>
          )}
          {editable && (
            <Stack direction="row" spacing={1}>
              <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={chosen} aria-label={translate(text('report.biUpload'))} data-testid="bi-file" />
              <Button variant="outlined" startIcon={<UploadIcon />} loading={busy} onClick={() => input.current?.click()}>
                {translate(text(report.biImageId ? 'report.biReplace' : 'report.biUpload'))}
              </Button>
              {report.biImageId && (
                <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => void run(remove)}>
                  {translate(text('report.biRemove'))}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
