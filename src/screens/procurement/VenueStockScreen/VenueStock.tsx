import HistoryIcon from '@mui/icons-material/History';
import { Alert, Button, Chip, FormControlLabel, Paper, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, NumberInput, SelectInput, TextInput, maxLength, minValue, required, useNotify, useTranslate } from 'react-admin';
import { stockWasteReasonsApi } from '@generated/client/api/stockWasteReasons';
import { venueStocksApi } from '@generated/client/api/venueStocks';
import type { CountryCode } from '@generated/shared/shell';
import { enumLabelKey } from '@/app/enums';
import { formatDate, formatDateTime } from '@/shared/format';
import { useCanWrite } from '@/app/access/useCanWrite';
import { Figure } from '../../pos/PosShared/Bars';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { money, quantity } from '../../pos/PosShared/money';
import { QueryView } from '../../pos/PosShared/QueryView';
import { shared } from '../../pos/PosShared/texts';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { ViewDialog } from '@/app/widgets/dialogs/ViewDialog';

export const venueStockKey = (venueId: string) => ['pos', 'venueStock', venueId];

type Stock = Awaited<ReturnType<typeof venueStocksApi.byVenue>>;
type StockRow = Stock['products'][number];

function Movements({ venueId, product, onClose }: { venueId: string; product: { id: string; name: string }; onClose: () => void }) {
  const translate = useTranslate();
  const moves = useQuery({ queryKey: ['pos', 'movements', venueId, product.id], queryFn: () => venueStocksApi.movements({ venueId, stockProductId: product.id }) });
  return (
    <ViewDialog title={translate(text('historyTitle'), { name: product.name })} maxWidth="md" onClose={onClose}>
      <QueryView query={moves}>
        {(list) =>
          !list.length ? (
            <Alert severity="info">{translate(text('noMovements'))}</Alert>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.stockMovements.fields.occurredAt')}</TableCell>
                  <TableCell>{translate('resources.stockMovements.fields.kind')}</TableCell>
                  <TableCell align="right">{translate('resources.stockMovements.fields.quantity')}</TableCell>
                  <TableCell>{translate('resources.stockMovements.fields.note')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>{formatDateTime(m.occurredAt)}</TableCell>
                    <TableCell>{translate(enumLabelKey('stockMovements.kind', m.kind ?? 'sale'))}</TableCell>
                    <TableCell align="right">{`${m.quantity > 0 ? '+' : ''}${quantity(m.quantity)}`}</TableCell>
                    <TableCell>{m.note}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryView>
    </ViewDialog>
  );
}

/** A venue's stock on hand per product with par levels and value; waste can be registered, movements looked up. */
export function VenueStock({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  // Waste is registered by whoever works the venue's stock or point of sale there; others see the stock without it.
  const canWaste = useCanWrite('venueStocks.registerWaste', { venueId });
  const stock = useQuery({ queryKey: venueStockKey(venueId), queryFn: () => venueStocksApi.byVenue({ venueId }) });
  const reasons = useQuery({ queryKey: ['pos', 'wasteReasons', 'stock', country], queryFn: () => stockWasteReasonsApi.getList({ countryId: country }) });
  const [q, setQ] = useState('');
  const [belowOnly, setBelowOnly] = useState(false);
  const [waste, setWaste] = useState(false);
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  return (
    <QueryView query={stock}>
      {(s) => {
        const rows = s.products.filter((p) => (!belowOnly || p.belowReorderPoint) && (!q.trim() || `${p.name} ${p.number ?? ''}`.toLowerCase().includes(q.trim().toLowerCase())));
        const storageName = (id: string | null) => (id ? (s.storages.find((x) => x.storageId === id)?.storageName ?? id) : translate(text('unallocated')));
        const byStorage = (p: StockRow) => p.byStorage.map((b) => `${storageName(b.storageId)}: ${quantity(b.quantity)}`).join(' · ');
        const exportJob = (): ExportJob<StockRow> => ({
          fileName: 'venue-stock',
          sheetName: translate('routes.vp/pim/stock'),
          columns: [
            { header: translate(text('product')), kind: 'text' },
            { header: translate(text('onHand')), kind: 'number' },
            { header: translate(text('byStorage')), kind: 'text' },
            { header: translate(text('par')), kind: 'number' },
            { header: translate(text('reorder')), kind: 'number' },
            { header: translate(text('unitCost')), kind: 'money' },
            { header: translate(text('value')), kind: 'money' },
          ],
          rows,
          toCells: (list) =>
            list.map((p) => [
              [p.name, p.belowReorderPoint ? translate(text('below')) : null].filter(Boolean).join(', '),
              p.quantity,
              byStorage(p),
              p.parLevel,
              p.reorderPoint,
              { minor: p.unitCost, currency: s.currency },
              { minor: p.value, currency: s.currency },
            ]),
        });
        return (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
              <Figure label={translate(text('value'))} value={money(s.total, s.currency)} />
              <Figure label={translate(text('lastCount'))} value={s.lastCountAt ? formatDate(s.lastCountAt) : translate(text('never'))} />
              <Figure label={translate(text('below'))} value={String(s.products.filter((p) => p.belowReorderPoint).length)} />
            </Stack>
            {s.countOverdue && <Alert severity="warning">{translate(text('overdue'))}</Alert>}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
              <FormControlLabel control={<Switch checked={belowOnly} onChange={(e) => setBelowOnly(e.target.checked)} />} label={translate(text('belowOnly'))} />
              <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
                <XlsxExportButton disabled={!rows.length} job={exportJob} />
                {canWaste && (
                  <Button variant="outlined" onClick={() => setWaste(true)}>
                    {translate(text('waste'))}
                  </Button>
                )}
              </Stack>
            </Stack>
            {!s.products.length ? (
              <Alert severity="info">{translate(text('empty'))}</Alert>
            ) : (
              <TableContainer component={Paper}>
                <Table size="small" aria-label={translate('routes.vp/pim/stock')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(text('product'))}</TableCell>
                      <TableCell align="right">{translate(text('onHand'))}</TableCell>
                      <TableCell>{translate(text('byStorage'))}</TableCell>
                      <TableCell align="right">{translate(text('par'))}</TableCell>
                      <TableCell align="right">{translate(text('reorder'))}</TableCell>
                      <TableCell align="right">{translate(text('unitCost'))}</TableCell>
                      <TableCell align="right">{translate(text('value'))}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((p) => (
                      <TableRow key={p.id} hover>
                        <TableCell>
                          {p.name} {p.belowReorderPoint && <Chip size="small" color="warning" label={translate(text('below'))} sx={{ ml: 1 }} />}
                        </TableCell>
                        <TableCell align="right">{quantity(p.quantity)}</TableCell>
                        <TableCell>{byStorage(p)}</TableCell>
                        <TableCell align="right">{quantity(p.parLevel)}</TableCell>
                        <TableCell align="right">{quantity(p.reorderPoint)}</TableCell>
                        <TableCell align="right">{money(p.unitCost, s.currency)}</TableCell>
                        <TableCell align="right">{money(p.value, s.currency)}</TableCell>
                        <TableCell>
                          <IconAction label={translate(text('history'), { name: p.name })} icon={<HistoryIcon />} onClick={() => setHistory({ id: p.id, name: p.name })} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {waste && (
              <FormDialog
                title={translate(text('wasteTitle'))}
                defaultValues={{ stockProductId: '', quantity: 1, stockWasteReasonId: '', storageId: '', note: '' }}
                onSave={async (v) => {
                  await venueStocksApi.registerWaste({ venueId, body: { stockProductId: v.stockProductId, quantity: Number(v.quantity), stockWasteReasonId: v.stockWasteReasonId, storageId: v.storageId || null, note: v.note || null } });
                  notify(text('wasted'), { type: 'success' });
                  await client.invalidateQueries({ queryKey: venueStockKey(venueId) });
                }}
                alwaysEnableSave
                onClose={() => setWaste(false)}
              >
                <AutocompleteInput source="stockProductId" label={text('product')} choices={s.products.map((p) => ({ id: p.id, name: p.name }))} validate={required()} />
                <NumberInput source="quantity" label="resources.stockMovements.fields.quantity" validate={[required(), minValue(0.01)]} />
                <SelectInput source="stockWasteReasonId" label="resources.stockMovements.fields.wasteReasonId" choices={(reasons.data ?? []).map((r) => ({ id: r.id, name: r.name }))} validate={required()} />
                <SelectInput source="storageId" label="resources.stockMovements.fields.storageId" choices={s.storages.map((x) => ({ id: x.storageId, name: x.storageName }))} />
                <TextInput source="note" label="resources.stockMovements.fields.note" validate={maxLength(500)} />
              </FormDialog>
            )}
            {history && <Movements venueId={venueId} product={history} onClose={() => setHistory(null)} />}
          </Stack>
        );
      }}
    </QueryView>
  );
}
