import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '@/app/session/SessionProvider';
import { PowerBiReport } from '@/app/widgets/powerBi/PowerBiReport';
import { text as t } from './texts';


/** The Power BI tester (route /cp/powerbitester): embeds any report by its ids. */
export default function PowerBiTesterScreen() {
  const translate = useTranslate();
  const { cockpitReports } = useSession();
  const [reportId, setReportId] = useState('');
  const [workspaceId, setWorkspaceId] = useState('');
  const [shown, setShown] = useState<{ reportId: string; workspaceId: string } | null>(null);
  const pick = (id: string) => {
    const report = cockpitReports.find((r) => r.id === id);
    setReportId(report?.reportId ?? '');
    setWorkspaceId(report?.workspaceId ?? '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reportId.trim() && workspaceId.trim()) setShown({ reportId: reportId.trim(), workspaceId: workspaceId.trim() });
  };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {translate(t('intro'))}
      </Typography>
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
        <TextField fullWidth={false} select size="small" label={translate(t('pick'))} defaultValue="" onChange={(e) => pick(e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate(t('none'))}</MenuItem>
          {cockpitReports.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} size="small" required label={translate(t('reportId'))} value={reportId} onChange={(e) => setReportId(e.target.value)} />
        <TextField fullWidth={false} size="small" required label={translate(t('workspaceId'))} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)} />
        <Button type="submit" variant="contained" disabled={!reportId.trim() || !workspaceId.trim()} sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
          {translate(t('load'))}
        </Button>
      </Stack>
      {shown && <PowerBiReport key={`${shown.reportId}|${shown.workspaceId}`} reportId={shown.reportId} workspaceId={shown.workspaceId} title={shown.reportId} />}
    </Box>
  );
}
