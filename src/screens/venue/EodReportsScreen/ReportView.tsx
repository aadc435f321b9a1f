import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '@/shared/format';
import { text } from './texts';
import type { EodReportDetail } from './types';

/** A sent report, read-only. */
export function ReportView({ report }: { report: EodReportDetail }) {
  const translate = useTranslate();
  const rows: [string, string | number | null | undefined][] = [
    [text('list.revenue'), formatMoney(report.revenue, report.currency)],
    [text('list.guests'), report.guests],
    ['resources.eodReports.fields.summary', report.summary],
    ['resources.eodReports.fields.incidents', report.incidents],
    ['resources.eodReports.fields.staffNotes', report.staffNotes],
    ['resources.eodReports.fields.maintenanceNotes', report.maintenanceNotes],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">{translate(label)}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>{value}</Typography>
              </div>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
