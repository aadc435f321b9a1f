import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '@/shared/format';
import { kit } from '../../shared/BookingKit/texts';
import type { OrderLine } from './formValues';
import { text } from './texts';

interface Product {
  id: string;
  name: string;
  unitPrice: number;
  category?: string | null;
  description?: string | null;
  isActive?: boolean | null;
}

/** Pre-orders: products of the setup with a quantity; the total in the venue's currency. */
export function OrderLinesEditor({ value, onChange, products, currency }: { value: OrderLine[]; onChange: (lines: OrderLine[]) => void; products: Product[]; currency: string }) {
  const translate = useTranslate();
  const [productId, setProductId] = useState('');
  const add = () => {
    const p = products.find((x) => x.id === productId);
    if (!p) return;
    const existing = value.findIndex((l) => l.name === p.name);
    onChange(existing >= 0 ? value.map((l, i) => (i === existing ? { ...l, quantity: l.quantity + 1 } : l)) : [...value, { name: p.name, quantity: 1, unitPrice: p.unitPrice, category: p.category ?? null, description: p.description ?? null }]);
    setProductId('');
  };
  const total = value.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  return (
    <Stack spacing={1} role="group" aria-label={translate(text('form.orderLines'))}>
      <Typography variant="subtitle2">{translate(text('form.orderLines'))}</Typography>
      {value.map((line, i) => (
        <Stack key={`${line.name}-${i}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1 }}>{line.name}</Typography>
          <TextField
            size="small"
            type="number"
            label={translate(text('form.quantity'))}
            value={line.quantity}
            onChange={(e) => onChange(value.map((l, j) => (j === i ? { ...l, quantity: Math.max(1, Number(e.target.value) || 1) } : l)))}
            sx={{ width: 80 }}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          />
          <Typography sx={{ width: 130, textAlign: 'right' }}>{formatMoney(line.quantity * line.unitPrice, currency)}</Typography>
          <IconButton aria-label={translate(kit('actions.remove'))} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label={translate(text('form.product'))} value={productId} onChange={(e) => setProductId(e.target.value)} sx={{ flex: 1 }}>
          {products
            .filter((p) => p.isActive !== false)
            .map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name} – {formatMoney(p.unitPrice, currency)}
              </MenuItem>
            ))}
        </TextField>
        <Button onClick={add} disabled={!productId}>
          {translate(text('form.addLine'))}
        </Button>
      </Stack>
      {value.length > 0 && <Typography variant="body2">{translate(text('form.lineTotal'), { amount: formatMoney(total, currency) })}</Typography>}
    </Stack>
  );
}
