import { Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { zReportsApi } from '@generated/client/api/zReports';
import type { ZReportRecord } from '@generated/shared/types/zReports';
import { enumLabelKey } from '@/app/enums';
import dayjs from '@/shared/dayjs';
import { formatDate, formatTime } from '@/shared/format';
import { money } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { VenuePage } from '../PosShared/VenuePage';
import { text } from './texts';
import { ZReportsExport } from './ZReportsExport';
import { ViewDialog } from '@/app/widgets/dialogs/ViewDialog';
import { RecordTable } from '@/app/widgets/RecordTable';

const f = (field: string) => `resources.zReports.fields.${field}`;

function Breakdown({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <RecordTable
        caption={title}
        columns={head.map((label, j) => ({ label, render: (row: { cells: (string | number)[] }) => row.cells[j], align: j ? ('right' as const) : undefined }))}
        rows={rows.map((cells, id) => ({ id, cells }))}
      />
    </Box>
  );
}

/** One Z report (GET /ZReports/{id}) with its sales by group, taxes and payments. */
function ReportDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const report = useQuery({ queryKey: ['pos', 'zReport', id], queryFn: () => zReportsApi.getOne({ id }) as Promise<ZReportRecord> });
  return (
    <ViewDialog title={report.data ? translate(text('title'), { number: report.data.reportNumber, date: formatDate(report.data.businessDate) }) : translate('ra.page.loading')} maxWidth="md" onClose={onClose}>
      <QueryView query={report}>
        {(r) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(text('hours'), { from: formatTime(r.openedAt), to: formatTime(r.closedAt) })} · {translate(f('transactionCount'))}: {r.transactionCount} · {translate(f('guestCount'))}: {r.guestCount}
            </Typography>
            <Breakdown
              title={translate(text('byGroup'))}
              head={[translate('resources.countrySettings.listItems.salesProductGroups.name'), translate(text('quantity')), translate(text('amount'))]}
              rows={(r.salesByGroup ?? []).map((g) => [g.name ?? '', g.quantity ?? 0, money(g.amount, r.currency)])}
            />
            <Breakdown
              title={translate(text('taxes'))}
              head={[translate('resources.countrySettings.listItems.taxGroups.code'), translate(text('net')), translate(text('tax'))]}
              rows={(r.taxes ?? []).map((t) => [`${t.code} (${t.taxRatePercentage} %)`, money(t.net, r.currency), money(t.tax, r.currency)])}
            />
            <Breakdown title={translate(text('payments'))} head={[translate(text('payments')), translate(text('amount'))]} rows={(r.payments ?? []).map((p) => [translate(enumLabelKey('zReports.paymentMethod', p.method ?? 'card')), money(p.amount, r.currency)])} />
            <Breakdown
              title={translate('resources.zReports.name', { smart_count: 1 })}
              head={['', translate(text('amount'))]}
              rows={(['grossSales', 'discounts', 'refunds', 'taxTotal', 'netSales', 'tips'] as const).map((k) => [translate(f(k)), money(r[k], r.currency)])}
            />
          </>
        )}
      </QueryView>
    </ViewDialog>
  );
}

function Reports({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const reports = useQuery({ queryKey: ['pos', 'zReports', venueId], queryFn: () => zReportsApi.getList({ venueId }) as Promise<ZReportRecord[]> });
  const [month, setMonth] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <QueryView query={reports}>
      {(list) => {
        if (!list.length) return <Alert severity="info">{translate(text('empty'))}</Alert>;
        const months = [...new Set(list.map((r) => r.businessDate.slice(0, 7)))];
        const current = month && months.includes(month) ? month : months[0];
        const rows = list.filter((r) => r.businessDate.startsWith(current));
        const sum = (k: 'grossSales' | 'netSales' | 'taxTotal' | 'tips') => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
        const currency = list[0].currency;
        return (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField select size="small" label={translate(text('month'))} value={current} onChange={(e) => setMonth(e.target.value)} sx={{ minWidth: 200 }}>
                {months.map((m) => (
                  <MenuItem key={m} value={m}>
                    {dayjs(`${m}-01`).format('MM-YYYY')}
                  </MenuItem>
                ))}
              </TextField>
              <ZReportsExport month={current} reports={rows} />
            </Stack>
            <TableContainer component={Paper}>
              <Table size="small" aria-label={translate('resources.zReports.name', { smart_count: 2 })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(f('reportNumber'))}</TableCell>
                    <TableCell>{translate(f('businessDate'))}</TableCell>
                    <TableCell align="right">{translate(f('grossSales'))}</TableCell>
                    <TableCell align="right">{translate(f('netSales'))}</TableCell>
                    <TableCell align="right">{translate(f('taxTotal'))}</TableCell>
                    <TableCell align="right">{translate(f('tips'))}</TableCell>
                    <TableCell align="right">{translate(f('transactionCount'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(r.id)}>
                      <TableCell>
                        <Button size="small" sx={{ p: 0, minWidth: 0 }} aria-label={translate(text('open'), { number: r.reportNumber })} onClick={(e) => (e.stopPropagation(), setOpen(r.id))}>
                          {r.reportNumber}
                        </Button>
                      </TableCell>
                      <TableCell>{formatDate(r.businessDate)}</TableCell>
                      <TableCell align="right">{money(r.grossSales, r.currency)}</TableCell>
                      <TableCell align="right">{money(r.netSales, r.currency)}</TableCell>
                      <TableCell align="right">{money(r.taxTotal, r.currency)}</TableCell>
                      <TableCell align="right">{money(r.tips, r.currency)}</TableCell>
                      <TableCell align="right">{r.transactionCount}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={2}>{translate(text('monthTotal'))}</TableCell>
                    <TableCell align="right">{money(sum('grossSales'), currency)}</TableCell>
                    <TableCell align="right">{money(sum('netSales'), currency)}</TableCell>
                    <TableCell align="right">{money(sum('taxTotal'), currency)}</TableCell>
                    <TableCell align="right">{money(sum('tips'), currency)}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
            {open && <ReportDialog id={open} onClose={() => setOpen(null)} />}
          </>
        );
      }}
    </QueryView>
  );
}

/** Z reports of a POS venue of the selected country (route /procurement/poc/z-reports). */
export default function ZReportsScreen() {
  return <VenuePage>{(venueId) => <Reports venueId={venueId} />}</VenuePage>;
}
