import { Alert, Button, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { setupProductsApi } from '@generated/client/api/setupProducts';
import { errorMessage } from '@/data/httpErrors';
import { keys, useProducts, useSetups } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { useSelectedSetup } from './SetupsPanel';
import { text } from './texts';

type Product = NonNullable<ReturnType<typeof useProducts>['data']>[number];

function ProductRow({ product, currency, canEdit, onSaved }: { product: Product; currency: string; canEdit: boolean; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [price, setPrice] = useState(String(product.unitPrice / 100));
  const [active, setActive] = useState(product.isActive !== false);
  const dirty = price !== String(product.unitPrice / 100) || active !== (product.isActive !== false);
  const save = async () => {
    try {
      await setupProductsApi.update({ id: product.id, body: { ...product, unitPrice: Math.round(Number(price.replace(',', '.')) * 100), isActive: active, version: product.version } });
      notify(text('products.saved'), { type: 'success', messageArgs: { name: product.name } });
      onSaved();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <TableRow>
      <TableCell>
        {product.name}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {product.description}
        </Typography>
      </TableCell>
      <TableCell>{product.category}</TableCell>
      <TableCell>
        <TextField size="small" type="number" value={price} onChange={(e) => setPrice(e.target.value)} disabled={!canEdit} slotProps={{ htmlInput: { min: 0, step: 0.01, 'aria-label': `${translate(text('products.price'), { currency })}: ${product.name}` } }} sx={{ width: 140 }} />
      </TableCell>
      <TableCell>
        <Switch checked={active} onChange={(e) => setActive(e.target.checked)} disabled={!canEdit} slotProps={{ input: { 'aria-label': `${translate(text('products.available'))}: ${product.name}` } }} />
      </TableCell>
      <TableCell>
        {canEdit && (
          <Button size="small" onClick={save} disabled={!dirty}>
            {translate(kit('actions.save'))}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The products of the selected setup, with price and availability (PUT products/{id}). */
export function ProductsPanel({ venueId, canEdit, currency }: { venueId: string; canEdit: boolean; currency: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const setups = useSetups(venueId);
  const [setup] = useSelectedSetup(setups.data ?? []);
  const products = useProducts(venueId, setup?.id);
  if (products.isError) return <Alert severity="error">{errorMessage(products.error)}</Alert>;
  if (!products.data) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (!products.data.length) return <Typography color="text.secondary">{translate(text('products.empty'))}</Typography>;
  return (
    <Table size="small" aria-label={setup?.name}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(text('products.name'))}</TableCell>
          <TableCell>{translate(text('products.category'))}</TableCell>
          <TableCell>{translate(text('products.price'), { currency })}</TableCell>
          <TableCell>{translate(text('products.available'))}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {products.data.map((p) => (
          <ProductRow key={`${p.id}-${p.version}`} product={p} currency={currency} canEdit={canEdit} onSaved={() => client.invalidateQueries({ queryKey: keys.products(venueId, setup!.id) })} />
        ))}
      </TableBody>
    </Table>
  );
}
