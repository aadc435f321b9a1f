import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StockProductRecord } from '@generated/shared/types/stockProducts';
import { money } from '../PosShared/money';
import { shared } from '../PosShared/texts';
import { text } from './texts';
import type { Order } from './useOrders';

type Line = NonNullable<Order['lines']>[number];
interface EditLine {
  key: string;
  lineId?: string | null;
  stockProductId: string;
  quantity: string;
  unitCost: string;
}

const toEdit = (l: Line, i: number): EditLine => ({ key: l.lineId ?? `l${i}`, lineId: l.lineId, stockProductId: l.stockProductId, quantity: String(l.quantity), unitCost: l.unitCost === null || l.unitCost === undefined ? '' : String(l.unitCost / 100) });
let counter = 0;

/** The lines of a Draft order: product, quantity and unit cost (empty: the venue's price), saved together. */
export function LinesEditor({ order, products, save, saving }: { order: Order; products: StockProductRecord[]; save: (lines: Line[]) => Promise<unknown>; saving: boolean }) {
  const translate = useTranslate();
  const [lines, setLines] = useState<EditLine[]>(() => (order.lines ?? []).map(toEdit));
  const original = JSON.stringify((order.lines ?? []).map(toEdit));
  const dirty = JSON.stringify(lines) !== original;
  const byId = new Map(products.map((p) => [p.id, p]));
  const set = (key: string, change: Partial<EditLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const valid = lines.every((l) => l.stockProductId && Number(l.quantity) > 0 && (l.unitCost === '' || Number(l.unitCost) >= 0));
  /** The unit cost of a line in minor units: the one typed, else the product's (the server uses the venue's price). */
  const costOf = (l: EditLine) => (l.unitCost === '' ? (byId.get(l.stockProductId)?.costPrice ?? 0) : Math.round(Number(l.unitCost) * 100));
  const lineTotal = (l: EditLine) => Math.round(Number(l.quantity || 0) * costOf(l));
  const total = lines.reduce((s, l) => s + lineTotal(l), 0);
  const submit = () =>
    save(lines.map((l) => ({ lineId: l.lineId ?? null, stockProductId: l.stockProductId, quantity: Number(l.quantity), unitCost: l.unitCost === '' ? null : Math.round(Number(l.unitCost) * 100) })));
  return (
    <Box>
      {!lines.length && <Typography color="text.secondary">{translate(text('detail.noLines'))}</Typography>}
      {lines.length > 0 && (
        <Table size="small" aria-label={translate('resources.purchaseOrders.fields.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('detail.product'))}</TableCell>
              <TableCell sx={{ width: 120 }}>{translate(text('detail.ordered'))}</TableCell>
              <TableCell sx={{ width: 150 }}>{`${translate(text('detail.unitCost'))} (${order.currency})`}</TableCell>
              <TableCell align="right">{translate(text('detail.lineTotal'))}</TableCell>
              <TableCell sx={{ width: 56 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => {
              const product = byId.get(l.stockProductId) ?? null;
              const name = product?.name ?? '';
              return (
                <TableRow key={l.key}>
                  <TableCell>
                    <Autocomplete
                      size="small"
                      options={products.filter((p) => p.isActive !== false)}
                      value={product}
                      getOptionLabel={(p) => `${p.name}${p.number ? ` (${p.number})` : ''}`}
                      isOptionEqualToValue={(a, b) => a.id === b.id}
                      onChange={(_e, p) => set(l.key, { stockProductId: p?.id ?? '' })}
                      renderInput={(params) => <TextField {...params} label={translate(text('detail.product'))} />}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField size="small" type="number" value={l.quantity} onChange={(e) => set(l.key, { quantity: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `${translate(text('detail.ordered'))}: ${name}` } }} />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={l.unitCost}
                      placeholder={product ? String((product.costPrice ?? 0) / 100) : ''}
                      onChange={(e) => set(l.key, { unitCost: e.target.value })}
                      slotProps={{ htmlInput: { min: 0, step: 0.01, 'aria-label': `${translate(text('detail.unitCost'))}: ${name}` } }}
                    />
                  </TableCell>
                  <TableCell align="right">{money(lineTotal(l), order.currency)}</TableCell>
                  <TableCell>
                    <IconButton aria-label={translate(text('detail.removeLine'), { name })} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>{translate(shared('total'))}</TableCell>
              <TableCell align="right">{money(total, order.currency)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      )}
      {dirty && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(text('detail.unsaved'))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setLines((ls) => [...ls, { key: `new${++counter}`, stockProductId: '', quantity: '1', unitCost: '' }])}>
          {translate(text('detail.addLine'))}
        </Button>
        <Button variant="outlined" disabled={!dirty || !valid || saving} onClick={() => void submit()}>
          {translate(text('detail.saveLines'))}
        </Button>
      </Stack>
    </Box>
  );
}
