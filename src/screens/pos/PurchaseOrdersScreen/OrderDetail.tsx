import { Card, CardContent, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { purchaseOrdersApi } from '@generated/client/api/purchaseOrders';
import type { CountryCode } from '@generated/shared/shell';
import { formatDate, formatDateTime } from '@/shared/format';
import { allowedEvents } from '@/shared/pos/stateMachine';
import { purchaseOrderMachine } from '@/shared/pos/purchaseOrderStates';
import { usePlaces, useStockProducts, useVendors } from '../PosShared/catalogue';
import { money, quantity } from '../PosShared/money';
import { DocumentHeader, DocumentPage } from '../PosShared/DocumentPage';
import { LinesEditor } from './LinesEditor';
import { ReceiveDialog } from './ReceiveDialog';
import { text } from './texts';
import { useOrder, useOrderChange, type Order } from './useOrders';
import { useCanWrite } from '@/app/access/useCanWrite';

function Detail({ order, venueId, country }: { order: Order; venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const products = useStockProducts(country);
  const vendors = useVendors(country);
  const places = usePlaces(venueId);
  const [dialog, setDialog] = useState<'receive' | 'cancel' | null>(null);
  // Without the right to work orders at the venue, none of the order's events is offered and its lines are read.
  const mayEdit = useCanWrite('purchaseOrders.update', { venueId });
  const events = mayEdit ? allowedEvents(purchaseOrderMachine, order.state) : [];
  const saveLines = useOrderChange(venueId, order.id, (lines: NonNullable<Order['lines']>) =>
    purchaseOrdersApi.update({ id: order.id, body: { id: order.id, version: order.version, venueId: order.venueId, vendorId: order.vendorId, expectedDeliveryDate: order.expectedDeliveryDate ?? null, note: order.note ?? null, lines } }),
  );
  const submit = useOrderChange(venueId, order.id, () => purchaseOrdersApi.submit({ id: order.id, version: order.version }), 'detail.submitted');
  const cancel = useOrderChange(venueId, order.id, () => purchaseOrdersApi.cancel({ id: order.id, version: order.version }), 'detail.cancelled');
  const receive = useOrderChange(venueId, order.id, (body: Parameters<typeof purchaseOrdersApi.receive>[0]['body']) => purchaseOrdersApi.receive({ id: order.id, body }), 'detail.receivedDone');
  return (
    <Stack spacing={2}>
      <DocumentHeader
        title={order.orderNumber}
        state={{ enumKey: 'purchaseOrders.state', value: order.state }}
        events={events}
        actions={[
          { event: 'submit', label: translate(text('detail.submit')), onClick: () => submit.mutate(undefined), disabled: submit.isPending || !(order.lines ?? []).length },
          { event: 'receive', label: translate(text('detail.receive')), onClick: () => setDialog('receive') },
          { event: 'cancel', label: translate(text('detail.cancel')), onClick: () => setDialog('cancel') },
        ]}
      >
        <dt>{translate('resources.purchaseOrders.fields.vendorId')}</dt>
        <dd>{vendors.nameOf(order.vendorId)}</dd>
        <dt>{translate('resources.purchaseOrders.fields.expectedDeliveryDate')}</dt>
        <dd>{formatDate(order.expectedDeliveryDate) || '–'}</dd>
        <dt>{translate('resources.purchaseOrders.fields.submittedAt')}</dt>
        <dd>{formatDateTime(order.submittedAt) || '–'}</dd>
        <dt>{translate('resources.purchaseOrders.fields.total')}</dt>
        <dd>{money(order.total, order.currency)}</dd>
        {order.note && (
          <>
            <dt>{translate('resources.purchaseOrders.fields.note')}</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </DocumentHeader>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('resources.purchaseOrders.fields.lines')}
          </Typography>
          {events.includes('edit') ? (
            <LinesEditor key={order.version} order={order} products={products.products} save={saveLines.mutateAsync} saving={saveLines.isPending} />
          ) : (
            <Table size="small" aria-label={translate('resources.purchaseOrders.fields.lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('detail.product'))}</TableCell>
                  <TableCell align="right">{translate(text('detail.ordered'))}</TableCell>
                  <TableCell align="right">{translate(text('detail.received'))}</TableCell>
                  <TableCell align="right">{translate(text('detail.unitCost'))}</TableCell>
                  <TableCell align="right">{translate(text('detail.lineTotal'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(order.lines ?? []).map((l) => (
                  <TableRow key={l.lineId}>
                    <TableCell>{products.nameOf(l.stockProductId)}</TableCell>
                    <TableCell align="right">{quantity(l.quantity)}</TableCell>
                    <TableCell align="right">{quantity(l.receivedQuantity ?? 0)}</TableCell>
                    <TableCell align="right">{money(l.unitCost, order.currency)}</TableCell>
                    <TableCell align="right">{money(Math.round(l.quantity * (l.unitCost ?? 0)), order.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {(order.receipts ?? []).length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h3">
              {translate(text('detail.receipts'))}
            </Typography>
            <List dense>
              {(order.receipts ?? []).map((r, i) => (
                <ListItem key={i}>
                  <ListItemText
                    primary={translate(text('detail.receiptLine'), { date: formatDateTime(r.receivedAt), who: r.receivedBy ?? '', count: (r.lines ?? []).length })}
                    secondary={[places.storageName(r.storageId), r.note].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {dialog === 'receive' && <ReceiveDialog order={order} nameOf={products.nameOf} storages={places.storages} receive={receive.mutateAsync} onClose={() => setDialog(null)} />}
      <Confirm
        isOpen={dialog === 'cancel'}
        title={text('detail.cancelTitle')}
        titleTranslateOptions={{ number: order.orderNumber }}
        content={text('detail.cancelBody')}
        confirm={text('detail.cancel')}
        confirmColor="warning"
        loading={cancel.isPending}
        onConfirm={async () => {
          await cancel.mutateAsync(undefined).catch(() => undefined);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

export function OrderDetail({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <DocumentPage query={order} backLabel={translate(text('detail.back'))}>
      {(data) => <Detail order={data} venueId={venueId} country={country} />}
    </DocumentPage>
  );
}
