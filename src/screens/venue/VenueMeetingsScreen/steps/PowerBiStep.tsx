import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { PowerBiReport } from '@/app/widgets/powerBi/PowerBiReport';
import { text } from '../texts';

/**
 * Power BI: the report the meeting names, embedded. Without a Power BI service, or without a named report, the step
 * says so plainly; the meeting goes on and a note on the step records why it was skipped.
 */
export function PowerBiStep({ instance }: { instance: MeetingInstanceRecord }) {
  const translate = useTranslate();
  const report = instance.meeting.powerBi;
  if (!report?.reportId || !report.workspaceId) return <Alert severity="info">{translate(text('run.powerBi.noReport'))}</Alert>;
  return (
    <Box>
      <PowerBiReport reportId={report.reportId} workspaceId={report.workspaceId} title={report.name ?? 'Power BI'} height="60vh" />
    </Box>
  );
}
