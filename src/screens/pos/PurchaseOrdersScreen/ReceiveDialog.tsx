import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { quantity } from '../PosShared/money';
import { text } from './texts';
import type { Order } from './useOrders';

interface ReceiveDialogProps {
  order: Order;
  nameOf: (productId: string) => string;
  storages: { storageId?: string | null; storageName: string }[];
  receive: (body: { version: number; storageId: string | null; note: string | null; lines: { lineId: string; quantity: number }[] }) => Promise<unknown>;
  onClose: () => void;
}

/** Receives goods against the order's lines: each line starts at what is still outstanding. */
export function ReceiveDialog({ order, nameOf, storages, receive, onClose }: ReceiveDialogProps) {
  const translate = useTranslate();
  const lines = order.lines ?? [];
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [l.lineId, String(Math.max(0, l.quantity - (l.receivedQuantity ?? 0)))])));
  const [storageId, setStorageId] = useState('');
  const submit = () => receive({ version: order.version, storageId: storageId || null, note: null, lines: lines.map((l) => ({ lineId: l.lineId ?? '', quantity: Number(amounts[l.lineId ?? ''] || 0) })) });
  return (
    <FormDialog title={translate(text('detail.receiveTitle'), { number: order.orderNumber })} maxWidth="md" submitLabel={translate(text('detail.receive'))} submit={submit} onClose={onClose}>
      <TextField select fullWidth size="small" label={translate(text('detail.storage'))} value={storageId} onChange={(e) => setStorageId(e.target.value)}>
        <MenuItem value="">{translate(text('detail.defaultStorage'))}</MenuItem>
        {storages.map((s) => (
          <MenuItem key={s.storageId} value={s.storageId ?? ''}>
            {s.storageName}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(text('detail.product'))}</TableCell>
            <TableCell align="right">{translate(text('detail.ordered'))}</TableCell>
            <TableCell align="right">{translate(text('detail.received'))}</TableCell>
            <TableCell sx={{ width: 160 }}>{translate(text('detail.receiveNow'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.lineId}>
              <TableCell>{nameOf(l.stockProductId)}</TableCell>
              <TableCell align="right">{quantity(l.quantity)}</TableCell>
              <TableCell align="right">{quantity(l.receivedQuantity ?? 0)}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  type="number"
                  value={amounts[l.lineId ?? ''] ?? ''}
                  onChange={(e) => setAmounts((a) => ({ ...a, [l.lineId ?? '']: e.target.value }))}
                  slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `${translate(text('detail.receiveNow'))}: ${nameOf(l.stockProductId)}` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
}
