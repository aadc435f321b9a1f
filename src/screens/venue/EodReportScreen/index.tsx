import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumLabelKey } from '@/app/enums';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { formatDate, formatDateTime } from '@/shared/format';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { BiImageCard } from '../EodReportsScreen/BiImageCard';
import { ReportForm } from '../EodReportsScreen/ReportForm';
import { ReportView } from '../EodReportsScreen/ReportView';
import { text } from '../EodReportsScreen/texts';
import { STATUS_ENUM, type EodReport } from '../EodReportsScreen/types';
import { useReport } from '../EodReportsScreen/useReport';

function Report({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const actions = useReport(id);
  const [sending, setSending] = useState<{ unsaved: EodReport | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const { report: query } = actions;
  const mayWrite = useCanWrite('eodReports.update', { venueId: query.data?.venueId });

  if (query.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (query.isError) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{translate(text('states.retry'))}</Button>}>{query.error.message}</Alert>;
  }
  const report = query.data;
  const draft = report.status === 'draft';
  // Writing and sending the report is for who may; others read the draft as it stands.
  const editable = draft && mayWrite;
  const send = async () => {
    const { unsaved } = sending!;
    setBusy(true);
    try {
      const saved = unsaved ? await actions.save(unsaved) : null;
      await actions.send(saved?.version);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setSending(null);
    }
  };

  return (
    <Stack spacing={2} sx={phoneTouchTargets}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">{translate(text('report.title'), { date: formatDate(report.date) })}</Typography>
          <Typography color="text.secondary">{report.venueName}</Typography>
        </Box>
        <Chip color={draft ? 'info' : 'success'} label={translate(enumLabelKey(STATUS_ENUM, report.status))} />
        <Button component={Link} to="/vp/lists/eodReports" startIcon={<ArrowBackIcon />}>{translate(text('report.back'))}</Button>
      </Stack>
      {draft && report.rules.deadline && <Alert severity="info">{translate(text('report.deadline'), { deadline: report.rules.deadline })}</Alert>}
      {!draft && (
        <Alert severity={report.late ? 'warning' : 'success'}>
          <div>{translate(text('report.sentBy'), { date: formatDateTime(report.sentAt, report.timeZone), name: report.sentByName ?? '' })}</div>
          {report.sentTo?.length ? <div>{translate(text('report.sentTo'), { recipients: report.sentTo.join(', ') })}</div> : null}
          {report.late && <div>{translate(text('report.late'), { deadline: report.rules.deadline ?? '' })}</div>}
          <div>{translate(text('states.readOnly'))}</div>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        {editable ? <ReportForm report={report} save={actions.save} onSend={(unsaved) => setSending({ unsaved })} onReload={() => void actions.reload()} /> : <ReportView report={report} />}
        <BiImageCard report={report} editable={editable} upload={actions.upload} remove={actions.removeImage} />
      </Box>
      {sending && (
        <Confirm
          isOpen
          loading={busy}
          title={text('send.title')}
          content={text('send.content')}
          contentTranslateOptions={{ date: formatDate(report.date) }}
          confirm={text('report.send')}
          onConfirm={() => void send()}
          onClose={() => setSending(null)}
        />
      )}
    </Stack>
  );
}

/** One end-of-day report: edit, set its image and send a draft; read a sent one (route /vp/lists/eodReport/{id}). */
export default function EodReportScreen() {
  const { id } = useParams();
  return id ? <Report key={id} id={id} /> : null;
}
