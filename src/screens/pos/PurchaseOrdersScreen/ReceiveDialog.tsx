import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
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
  const titleId = useId();
  const lines = order.lines ?? [];
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((l) => [l.lineId, String(Math.max(0, l.quantity - (l.receivedQuantity ?? 0)))])));
  const [storageId, setStorageId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await receive({ version: order.version, storageId: storageId || null, note: null, lines: lines.map((l) => ({ lineId: l.lineId ?? '', quantity: Number(amounts[l.lineId ?? ''] || 0) })) });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(text('detail.receiveTitle'), { number: order.orderNumber })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <TextField select fullWidth size="small" label={translate(text('detail.storage'))} value={storageId} onChange={(e) => setStorageId(e.target.value)} sx={{ my: 1 }}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate(text('detail.receive'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
