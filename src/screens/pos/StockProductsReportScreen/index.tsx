import { Card, CardContent, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { posReportsApi } from '@generated/client/api/posReports';
import { useSelection } from '@/app/selection/useSelection';
import { formatDateTime } from '@/shared/format';
import { BarCard, Figure } from '../PosShared/Bars';
import { money, quantity } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { shared } from '../PosShared/texts';
import { StockProductsExport } from './StockProductsExport';
import { text } from './texts';

/** Stock on hand across the country's venues, valued at cost (route /procurement-reports/stock-products-report). */
export default function StockProductsReportScreen() {
  const translate = useTranslate();
  const { countryId } = useSelection();
  const report = useQuery({ queryKey: ['pos', 'reports', 'stock', countryId], queryFn: () => posReportsApi.stockProducts({ countryId }) });
  const [q, setQ] = useState('');
  return (
    <QueryView query={report}>
      {(r) => {
        const venues = r.venues.filter((v) => v.value !== 0 || v.products > 0);
        const products = r.products.filter((p) => p.quantity !== 0 && (!q.trim() || `${p.name} ${p.number ?? ''} ${p.groupName ?? ''}`.toLowerCase().includes(q.trim().toLowerCase()))).sort((a, b) => b.value - a.value);
        return (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
              <Figure label={translate(text('total'))} value={money(r.total, r.currency)} detail={translate(text('generated'), { time: formatDateTime(r.generatedAt) })} />
              <Figure label={translate(text('products'))} value={String(r.products.filter((p) => p.quantity > 0).length)} />
            </Stack>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
              <BarCard
                title={translate(text('byVenue'))}
                head={[translate(text('venue')), translate(text('value'))]}
                rows={venues.map((v) => ({ key: v.venueId, label: `${v.name} (${translate(text('productsOnHand'), { count: v.products })})`, value: v.value, text: money(v.value, r.currency) }))}
              />
              <BarCard
                title={translate(text('byGroup'))}
                head={[translate(text('group')), translate(text('value'))]}
                rows={r.groups.filter((g) => g.value !== 0).map((g) => ({ key: g.stockProductGroupId ?? 'none', label: g.name ?? translate(text('noGroup')), value: g.value, text: money(g.value, r.currency), color: g.color }))}
              />
            </Stack>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                    {translate(text('products'))}
                  </Typography>
                  <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
                  <StockProductsExport products={products} venues={venues} currency={r.currency} />
                </Stack>
                {/* A region that scrolls on its own is reached by keyboard to scroll it. */}
                <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 560 }} tabIndex={0} role="region" aria-label={translate(text('products'))}>
                  <Table size="small" stickyHeader aria-label={translate(text('products'))}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate(text('product'))}</TableCell>
                        <TableCell>{translate(text('group'))}</TableCell>
                        {venues.map((v) => (
                          <TableCell key={v.venueId} align="right">
                            {v.name}
                          </TableCell>
                        ))}
                        <TableCell align="right">{translate(text('onHand'))}</TableCell>
                        <TableCell align="right">{translate(text('value'))}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {products.map((p) => (
                        <TableRow key={p.stockProductId} hover>
                          <TableCell>{p.name}</TableCell>
                          <TableCell>{p.groupName}</TableCell>
                          {venues.map((v) => (
                            <TableCell key={v.venueId} align="right">
                              {quantity(p.byVenue[v.venueId])}
                            </TableCell>
                          ))}
                          <TableCell align="right">{`${quantity(p.quantity)} ${p.unit ?? ''}`}</TableCell>
                          <TableCell align="right">{money(p.value, r.currency)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </CardContent>
            </Card>
          </Stack>
        );
      }}
    </QueryView>
  );
}
