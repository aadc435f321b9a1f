import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { posReportsApi } from '@generated/client/api/posReports';
import { useSelection } from '@/app/selection/useSelection';
import { enumLabelKey } from '@/app/enums';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { BarCard, Figure } from '../PosShared/Bars';
import { money } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { text } from './texts';

const monthLabel = (month: string) => dayjs(`${month}-01`).format('MM-YYYY');

function Overview() {
  const translate = useTranslate();
  const { reportId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { countryId } = useSelection();
  const report = useQuery({ queryKey: ['pos', 'reports', 'sales', countryId, reportId], queryFn: () => posReportsApi.salesOverview({ countryId, reportId }) });
  return (
    <QueryView query={report}>
      {(r) => {
        const months = r.months.includes(r.reportId) ? r.months : [r.reportId, ...r.months];
        const change = r.previousGrossSales ? Math.round(((r.totals.grossSales - r.previousGrossSales) / r.previousGrossSales) * 1000) / 10 : null;
        return (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField select size="small" label={translate(text('month'))} value={r.reportId} onChange={(e) => navigate(`/procurement-reports/report/${e.target.value}${search}`)} sx={{ minWidth: 180 }}>
                {months.map((m) => (
                  <MenuItem key={m} value={m}>
                    {monthLabel(m)}
                  </MenuItem>
                ))}
              </TextField>
              <span>{translate(text('reports'), { count: r.reportCount })}</span>
            </Stack>
            {!r.reportCount ? (
              <Alert severity="info">{translate(text('empty'))}</Alert>
            ) : (
              <>
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
                  <Figure label={translate(text('gross'))} value={money(r.totals.grossSales, r.currency)} detail={change === null ? undefined : translate(text('versus'), { change: `${change > 0 ? '+' : ''}${change}` })} />
                  <Figure label={translate(text('net'))} value={money(r.totals.netSales, r.currency)} />
                  <Figure label={translate(text('tax'))} value={money(r.totals.taxTotal, r.currency)} />
                  <Figure label={translate(text('transactions'))} value={String(r.totals.transactionCount)} />
                  <Figure label={translate(text('average'))} value={money(r.totals.averageTransaction, r.currency)} />
                  <Figure label={translate(text('tips'))} value={money(r.totals.tips, r.currency)} />
                </Stack>
                <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
                  <BarCard title={translate(text('byVenue'))} head={[translate(text('venue')), translate(text('amount'))]} rows={r.byVenue.map((v) => ({ key: v.venueId, label: v.name, value: v.grossSales, text: money(v.grossSales, r.currency) }))} />
                  <BarCard
                    title={translate(text('byGroup'))}
                    head={[translate(text('group')), translate(text('amount'))]}
                    rows={r.byGroup.map((g) => ({ key: g.salesProductGroupId, label: `${g.name} (${Math.round(g.share * 1000) / 10} %)`, value: g.amount, text: money(g.amount, r.currency) }))}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
                  <BarCard flex={2} title={translate(text('byDay'))} head={[translate(text('day')), translate(text('amount'))]} rows={r.byDay.map((d) => ({ key: d.date, label: `${formatDate(d.date)} ${translate(enumLabelKey('priceShiftWindows.weekday', dayjs(d.date).isoWeekday())).slice(0, 3)}`, value: d.grossSales, text: money(d.grossSales, r.currency) }))} />
                  <BarCard title={translate(text('byPayment'))} head={[translate(text('method')), translate(text('amount'))]} rows={r.byPayment.map((p) => ({ key: p.method, label: translate(enumLabelKey('zReports.paymentMethod', p.method)), value: p.amount, text: money(p.amount, r.currency) }))} />
                </Stack>
              </>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** The sales overview of the selected country for a month (route /procurement-reports/report/{reportId}, the id being YYYY-MM). */
export default function SalesOverviewScreen() {
  const { search } = useLocation();
  return (
    <Routes>
      <Route index element={<Navigate to={`${clock.moment().subtract(1, 'month').format('YYYY-MM')}${search}`} replace />} />
      <Route path=":reportId" element={<Overview />} />
    </Routes>
  );
}
