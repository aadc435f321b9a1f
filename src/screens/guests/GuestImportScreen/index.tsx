import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { guestImportsApi } from '@generated/client/api/guestImports';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import type { GuestImport } from '@/shared/guests/guestImports';
import { IntroCard } from '../IntroCard';
import { ImportRows } from './ImportRows';
import { text } from './texts';

/**
 * Guests → Import guests: upload a workbook of guests with consent columns, see each row checked (errors, known guests)
 * and import the rows without errors in one go. The country is the one chosen at the top.
 */
export default function GuestImportScreen() {
  const translate = useTranslate();
  const country = useActiveCountry();
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState<GuestImport | null>(null);
  const preview = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen, chosen.name);
      return guestImportsApi.preview({ country, body });
    },
    onSuccess: (data) => setCurrent(data as GuestImport),
  });
  const apply = useMutation({ mutationFn: (id: string) => guestImportsApi.apply({ country, id }), onSuccess: (data) => setCurrent(data as GuestImport) });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setCurrent(null);
    apply.reset();
    preview.mutate(chosen);
  };

  const rows = current?.rows ?? [];
  const ready = rows.filter((r) => !r.errors.length);
  const busy = preview.isPending || apply.isPending;
  const error = preview.error ?? apply.error;
  return (
    <IntroCard title={translate(text('title'), { country: translate(`countries.${country}`) })} intro={translate(text('intro'))}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate(text('choose'))}
        <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} />
      </Button>
      {busy && (
        <Stack spacing={1} role="status">
          <Typography>{preview.isPending ? translate(text('reading'), { file: file?.name ?? '' }) : translate(text('applying'), { smart_count: ready.length, count: ready.length })}</Typography>
          <LinearProgress aria-label={translate(preview.isPending ? text('reading') : text('applying'), { file: file?.name ?? '', smart_count: ready.length, count: ready.length })} />
        </Stack>
      )}
      {error && <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>}
      {current && !rows.length && <Alert severity="warning">{translate(text('noRows'))}</Alert>}
      {current?.status === 'Previewed' && rows.length > 0 && (
        <>
          <Alert severity={ready.length === rows.length ? 'info' : 'warning'}>
            {translate(text('summary'), {
              rows: rows.length,
              ready: ready.length,
              created: ready.filter((r) => !r.match).length,
              matched: ready.filter((r) => r.match).length,
              bad: rows.length - ready.length,
            })}
          </Alert>
          <Button variant="contained" disabled={busy || !ready.length} onClick={() => apply.mutate(current.id)} sx={{ alignSelf: 'flex-start' }}>
            {translate(text('apply'), { smart_count: ready.length, count: ready.length })}
          </Button>
        </>
      )}
      {current?.status === 'Applied' && current.result && (
        <Alert severity="success">
          {translate(text('applied'), { created: current.result.created, matched: current.result.matched, given: current.result.consentsGiven, sent: current.result.confirmationsSent, skipped: current.result.skipped })}
        </Alert>
      )}
      {current && rows.length > 0 && <ImportRows data={current} />}
    </IntroCard>
  );
}
