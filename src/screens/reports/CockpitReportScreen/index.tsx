import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useSession } from '@/app/session/SessionProvider';
import { PowerBiReport } from '@/app/widgets/powerBi/PowerBiReport';
import { text } from './texts';

/** A cockpit report of the report list (route /cp/report/{id}), embedded from Power BI. */
export default function CockpitReportScreen() {
  const translate = useTranslate();
  const { id } = useParams();
  const { cockpitReports } = useSession();
  const report = cockpitReports.find((r) => r.id === id || r.id === id?.split('/')[0]);
  if (!report) return <Alert severity="warning">{translate(text('notFound'))}</Alert>;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {report.name}
      </Typography>
      {report.isActive === false ? <Alert severity="info">{translate(text('inactive'))}</Alert> : <PowerBiReport reportId={report.reportId} workspaceId={report.workspaceId} title={report.name} />}
    </>
  );
}
