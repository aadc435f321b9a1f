import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Link as MuiLink, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { eodReportsApi } from '@generated/client/api/eodReports';
import { COUNTRIES } from '@generated/shared/shell';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumLabelKey } from '@/app/enums';
import { useSelection } from '@/app/selection/useSelection';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { RecordCard, RecordCards } from '@/app/widgets/phone/RecordCards';
import { usePhone } from '@/app/widgets/phone/usePhone';
import { formatDate, formatDateTime, formatMoney } from '@/shared/format';
import { CreateReportDialog } from './CreateReportDialog';
import { EodReportsExport } from './EodReportsExport';
import { text } from './texts';
import { STATUS_ENUM, type EodReport } from './types';
import { useSessionVenue } from '@/app/session/useSessionVenue';
import { TablePager } from '@/app/widgets/TablePager';

/** The report's status, and whether it was sent late. */
function ReportChips({ report }: { report: EodReport }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <Chip size="small" color={report.status === 'sent' ? 'success' : 'info'} label={translate(enumLabelKey(STATUS_ENUM, report.status))} />
      {report.late && <Chip size="small" color="warning" variant="outlined" label={translate(text('list.late'))} />}
    </Stack>
  );
}

function Reports({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const phone = usePhone();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('eodReports.create', { venueId });
  const { venue, timeZone } = useSessionVenue(venueId);
  const country = venue?.country;
  const currency = COUNTRIES.find((c) => c.code === country)?.currency ?? 'DKK';
  const { data, total, isPending, error, refetch } = useGetList<EodReport>('eodReports', { pagination: { page, perPage }, sort: { field: 'date', order: 'DESC' }, meta: { venueId } });

  const create = async (date: string) => {
    const report = await eodReportsApi.create({ body: { venueId, date } });
    await client.invalidateQueries({ queryKey: ['eodReports'] });
    navigate(`/vp/lists/eodReport/${report.id}`);
  };

  let body;
  if (isPending) body = <LoadingScreen text={translate(text('states.loading'))} />;
  else if (error) body = <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{translate(text('states.retry'))}</Button>}>{(error as Error).message}</Alert>;
  else if (!data?.length) body = <Typography color="text.secondary">{translate(text('list.empty'))}</Typography>;
  else
    body = (
      <Paper variant="outlined">
        {phone ? (
          <RecordCards label={translate('routes.vp/lists/eodReports')}>
            {data.map((r) => (
              <RecordCard
                key={r.id}
                link={{ to: `/vp/lists/eodReport/${r.id}`, label: translate(text('list.open'), { date: formatDate(r.date) }) }}
                title={formatDate(r.date)}
                aside={formatMoney(r.revenue, currency)}
                subtitle={[r.guests !== null && r.guests !== undefined && `${translate(text('list.guests'))}: ${r.guests}`, r.sentAt && `${translate(text('list.sent'))}: ${formatDateTime(r.sentAt)}`].filter(Boolean).join(' · ')}
                details={<ReportChips report={r} />}
              />
            ))}
          </RecordCards>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('routes.vp/lists/eodReports')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('list.date'))}</TableCell>
                  <TableCell>{translate(text('list.status'))}</TableCell>
                  <TableCell align="right">{translate(text('list.revenue'))}</TableCell>
                  <TableCell align="right">{translate(text('list.guests'))}</TableCell>
                  <TableCell>{translate(text('list.sent'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((r) => (
                  <TableRow key={r.id} hover>
                    <TableCell>
                      <MuiLink component={Link} to={`/vp/lists/eodReport/${r.id}`} aria-label={translate(text('list.open'), { date: formatDate(r.date) })}>
                        {formatDate(r.date)}
                      </MuiLink>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={r.status === 'sent' ? 'success' : 'info'} label={translate(enumLabelKey(STATUS_ENUM, r.status))} />
                      {r.late && <Chip size="small" color="warning" variant="outlined" label={translate(text('list.late'))} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell align="right">{formatMoney(r.revenue, currency)}</TableCell>
                    <TableCell align="right">{r.guests ?? ''}</TableCell>
                    <TableCell>{r.sentAt ? formatDateTime(r.sentAt) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePager
          count={total ?? 0}
          page={page - 1}
          onPage={(p) => setPage(p + 1)}
          size={perPage}
          sizes={[10, 25, 50]}
          onSize={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      </Paper>
    );

  return (
    <Box sx={phoneTouchTargets}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <EodReportsExport venueId={venueId} currency={currency} disabled={!data?.length} />
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Stack>
      {body}
      {creating && <CreateReportDialog venueId={venueId} timeZone={timeZone} create={create} onClose={() => setCreating(false)} />}
    </Box>
  );
}

/** The active venue's end-of-day reports, newest first, paged by the server (route /vp/lists/eodReports). */
export default function EodReportsScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <Reports key={venueId} venueId={venueId} />;
}
