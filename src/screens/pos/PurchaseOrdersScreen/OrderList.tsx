import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectInput, TextInput, maxLength, required, useNotify, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { useLocation, useNavigate } from 'react-router';
import { desiredStocksApi } from '@generated/client/api/desiredStocks';
import { purchaseOrdersApi } from '@generated/client/api/purchaseOrders';
import type { CountryCode } from '@generated/shared/shell';
import { formatDate } from '@/shared/format';
import { useVendors } from '../PosShared/catalogue';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { money } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { StateChip } from '../PosShared/StateChip';
import { shared } from '../PosShared/texts';
import { text } from './texts';
import { ordersKey, useOrders, type Order } from './useOrders';
import { useCanWrite } from '@/app/access/useCanWrite';
import { OPEN_PURCHASE_ORDER_STATES } from '@/shared/pos/purchaseOrderStates';

export function OrderList({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const orders = useOrders(venueId);
  const vendors = useVendors(country);
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('purchaseOrders.create', { venueId });
  const maySuggest = useCanWrite('desiredStocks.suggestOrders', { venueId });
  const stockPage = pathname.startsWith('/vp/pim/');
  const open = (id: string) => navigate(`${pathname.replace(/\/$/, '')}/${id}${search}`);
  const suggest = useMutation({
    mutationFn: () => desiredStocksApi.suggestOrders({ venueId }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: ordersKey(venueId) });
      notify(result.orders.length ? text('list.suggested') : text('list.nothingToSuggest'), { type: result.orders.length ? 'success' : 'info', messageArgs: { count: result.orders.length } });
      if (result.withoutVendor.length) notify(text('list.withoutVendor'), { type: 'warning', messageArgs: { names: result.withoutVendor.map((p) => p.name).join(', ') } });
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  const create = async (values: { vendorId: string; expectedDeliveryDate?: string | null; note?: string | null }) => {
    const order = await purchaseOrdersApi.create({ body: { venueId, vendorId: values.vendorId, expectedDeliveryDate: values.expectedDeliveryDate || null, note: values.note || null, lines: [] } });
    await client.invalidateQueries({ queryKey: ordersKey(venueId) });
    open(order.id);
  };
  const matches = (o: Order) => (filter === 'all' || OPEN_PURCHASE_ORDER_STATES.includes(o.state)) && (!q.trim() || `${o.orderNumber} ${vendors.nameOf(o.vendorId)}`.toLowerCase().includes(q.trim().toLowerCase()));
  const exportJob = () => ({
    fileName: 'purchase-orders',
    sheetName: translate('resources.purchaseOrders.name', { smart_count: 2 }),
    columns: [
      { header: translate(text('list.number')), kind: 'text' as const },
      { header: translate('resources.purchaseOrders.fields.vendorId'), kind: 'text' as const },
      { header: translate('resources.purchaseOrders.fields.state'), kind: 'text' as const },
      { header: translate('resources.purchaseOrders.fields.expectedDeliveryDate'), kind: 'date' as const },
      { header: translate(text('list.lines')), kind: 'number' as const },
      { header: translate('resources.purchaseOrders.fields.total'), kind: 'money' as const },
      { header: translate(text('list.created')), kind: 'date' as const },
    ],
    rows: (orders.data ?? []).filter(matches),
    toCells: (rows: Order[]) =>
      rows.map((o) => [
        o.orderNumber,
        vendors.nameOf(o.vendorId),
        translate(enumLabelKey('purchaseOrders.state', o.state)),
        o.expectedDeliveryDate,
        (o.lines ?? []).length,
        { minor: o.total ?? 0, currency: o.currency },
        o.createdAt,
      ]),
  });
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_e, value) => value && setFilter(value)}>
          <ToggleButton value="open">{translate(text('list.open'))}</ToggleButton>
          <ToggleButton value="all">{translate(text('list.all'))}</ToggleButton>
        </ToggleButtonGroup>
        <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(event) => setQ(event.target.value)} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <XlsxExportButton disabled={!orders.data?.length} job={exportJob} />
          {stockPage && maySuggest && (
            <Button startIcon={<AutoFixHighIcon />} onClick={() => suggest.mutate()} disabled={suggest.isPending}>
              {translate(text('list.suggest'))}
            </Button>
          )}
          {mayCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate(text('list.create'))}
            </Button>
          )}
        </Stack>
      </Stack>
      <QueryView query={orders}>
        {(list) => {
          const rows = list.filter(matches);
          if (!rows.length) return <Alert severity="info">{translate(list.length ? shared('states.noMatches') : text('list.empty'))}</Alert>;
          return (
            <TableContainer component={Paper}>
              <Table size="small" aria-label={translate('resources.purchaseOrders.name', { smart_count: 2 })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(text('list.number'))}</TableCell>
                    <TableCell>{translate('resources.purchaseOrders.fields.vendorId')}</TableCell>
                    <TableCell>{translate('resources.purchaseOrders.fields.state')}</TableCell>
                    <TableCell>{translate('resources.purchaseOrders.fields.expectedDeliveryDate')}</TableCell>
                    <TableCell align="right">{translate(text('list.lines'))}</TableCell>
                    <TableCell align="right">{translate('resources.purchaseOrders.fields.total')}</TableCell>
                    <TableCell>{translate(text('list.created'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((o) => (
                    <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(o.id)}>
                      <TableCell>
                        <Button size="small" onClick={(event) => (event.stopPropagation(), open(o.id))} sx={{ p: 0, minWidth: 0 }}>
                          {o.orderNumber}
                        </Button>
                      </TableCell>
                      <TableCell>{vendors.nameOf(o.vendorId)}</TableCell>
                      <TableCell>
                        <StateChip enumKey="purchaseOrders.state" value={o.state} />
                      </TableCell>
                      <TableCell>{formatDate(o.expectedDeliveryDate)}</TableCell>
                      <TableCell align="right">{(o.lines ?? []).length}</TableCell>
                      <TableCell align="right">{money(o.total, o.currency)}</TableCell>
                      <TableCell>{formatDate(o.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </QueryView>
      {creating && (
        <FormDialog title={translate(text('create.title'))} defaultValues={{ vendorId: '', expectedDeliveryDate: null, note: '' }} onSave={create} alwaysEnableSave onClose={() => setCreating(false)}>
          <SelectInput source="vendorId" label="resources.purchaseOrders.fields.vendorId" choices={vendors.vendors.filter((v) => v.isActive !== false).map((v) => ({ id: v.id, name: v.name }))} validate={required()} />
          <DateInput source="expectedDeliveryDate" label="resources.purchaseOrders.fields.expectedDeliveryDate" />
          <TextInput source="note" label="resources.purchaseOrders.fields.note" multiline validate={maxLength(1000)} />
        </FormDialog>
      )}
    </>
  );
}
