import SummarizeIcon from '@mui/icons-material/Summarize';
import { Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/shared/format';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

type Report = NonNullable<CockpitPart<'eod'>['current']>;

/** A report's state: not started, draft, or sent (when, and whether late). */
function ReportState({ report, timeZone }: { report: Report | null; timeZone: string }) {
  const translate = useTranslate();
  if (!report) return <Chip size="small" color="warning" label={translate(text('eod.notStarted'))} />;
  if (report.status !== 'sent') return <Chip size="small" color="info" label={translate(text('eod.draft'))} />;
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color="success" label={translate(text('eod.sent'), { time: formatDateTime(report.sentAt, timeZone) })} />
      {report.late && <Chip size="small" color="warning" variant="outlined" label={translate(text('eod.late'))} />}
    </Stack>
  );
}

function ReportLine({ label, report, date, timeZone }: { label: string; report: Report | null; date: string; timeZone: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ mb: 1.5, alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {report ? (
          <MuiLink component={Link} to={`/vp/lists/eodReport/${report.id}`} aria-label={`${label} (${translate(text('eod.openReport'), { date: formatDate(date) })})`}>
            {label}
          </MuiLink>
        ) : (
          label
        )}
      </Typography>
      <ReportState report={report} timeZone={timeZone} />
    </Stack>
  );
}

/** The report of the current business day and the one before it. */
export function EodCard({ eod, timeZone }: { eod: CockpitPart<'eod'>; timeZone: string }) {
  const translate = useTranslate();
  return (
    <CockpitCard title="eod.title" icon={<SummarizeIcon />} to="/vp/lists/eodReports" linkLabel="eod.link">
      <ReportLine label={translate(text('eod.businessDay'), { date: formatDate(eod.businessDay) })} report={eod.current} date={eod.businessDay} timeZone={timeZone} />
      {eod.previous ? (
        <ReportLine label={translate(text('eod.previous'), { date: formatDate(eod.previous.date) })} report={eod.previous} date={eod.previous.date} timeZone={timeZone} />
      ) : (
        <Empty>{translate(text('eod.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
