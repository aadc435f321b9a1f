import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BooleanInput, SelectInput, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { assignedSalesProductsApi } from '@generated/client/api/assignedSalesProducts';
import { assignedStockProductsApi } from '@generated/client/api/assignedStockProducts';
import { priceGroupsApi } from '@generated/client/api/priceGroups';
import { salesProductsApi } from '@generated/client/api/salesProducts';
import type { CountryCode } from '@generated/shared/shell';
import { MoneyInput } from '@/app/inputs';
import { usePlaces, useStockProducts, useVendors } from '../PosShared/catalogue';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { money } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { shared } from '../PosShared/texts';
import { VenuePage } from '../PosShared/VenuePage';
import { AssignDialog } from './AssignDialog';
import { AssignmentsExport, type AssignmentColumns } from './AssignmentsExport';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { IconAction } from '@/app/widgets/IconAction';

interface Row {
  id: string;
  name: string | null;
  number: string | null;
  isActive: boolean | null;
}

interface AssignmentTableProps<R extends Row> {
  /** The venue's assignments. */
  query: UseQueryResult<R[], Error>;
  columns: string[];
  cells: (row: R) => ReactNode[];
  exported: AssignmentColumns<R>;
  mayEdit: boolean;
  /** The catalogue's products that may still be assigned besides the venue's, and assigning the ones picked. */
  assignable: (rows: R[]) => Parameters<typeof AssignDialog>[0]['products'];
  assign: (ids: string[]) => Promise<unknown>;
  /** The dialog that edits a row's own settings. */
  editDialog: (row: R, onClose: () => void) => ReactNode;
  remove: (row: R) => Promise<unknown>;
}

/** Loading, search, the table, assigning, editing and removing: what the stock and the sales assignments share. */
function AssignmentTable<R extends Row>({ query, columns, cells, exported, mayEdit, assignable, assign, editDialog, remove }: AssignmentTableProps<R>) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'assign' } | { kind: 'edit' | 'remove'; row: R } | null>(null);
  const close = () => setDialog(null);
  return (
    <QueryView query={query}>
      {(rows) => {
        const shown = rows.filter((r) => !q.trim() || `${r.name} ${r.number ?? ''}`.toLowerCase().includes(q.trim().toLowerCase()));
        return (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
              <Box sx={{ flex: 1 }} />
              <AssignmentsExport rows={shown} exported={exported} />
              {mayEdit && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'assign' })}>
                  {translate(text('assign'))}
                </Button>
              )}
            </Stack>
            {!rows.length ? (
              <Alert severity="info">{translate(text('empty'))}</Alert>
            ) : (
              <TableContainer component={Paper}>
                <Table size="small" aria-label={translate(text('product'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(text('product'))}</TableCell>
                      <TableCell>{translate(text('number'))}</TableCell>
                      {columns.map((c) => (
                        <TableCell key={c}>{translate(c)}</TableCell>
                      ))}
                      <TableCell />
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((r) => (
                      <TableRow key={r.id} hover>
                        <TableCell>{r.name}</TableCell>
                        <TableCell>{r.number}</TableCell>
                        {cells(r).map((c, i) => (
                          <TableCell key={i}>{c}</TableCell>
                        ))}
                        <TableCell>
                          <Chip size="small" variant={r.isActive === false ? 'outlined' : 'filled'} color={r.isActive === false ? 'default' : 'success'} label={translate(text(r.isActive === false ? 'inactive' : 'active'))} />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {mayEdit && (
                            <>
                              <IconAction label={translate(text('edit'), { name: r.name })} icon={<EditIcon />} onClick={() => setDialog({ kind: 'edit', row: r })} />
                              <IconAction label={translate(text('remove'), { name: r.name })} icon={<DeleteIcon />} onClick={() => setDialog({ kind: 'remove', row: r })} />
                            </>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {dialog?.kind === 'assign' && <AssignDialog products={assignable(rows)} assign={assign} onClose={close} />}
            {dialog?.kind === 'edit' && editDialog(dialog.row, close)}
            {dialog?.kind === 'remove' && <ConfirmDelete name={dialog.row.name ?? ''} remove={() => remove(dialog.row)} onClose={close} />}
          </>
        );
      }}
    </QueryView>
  );
}

function useReloadAfter(key: unknown[]) {
  const client = useQueryClient();
  const notify = useNotify();
  return {
    reload: () => client.invalidateQueries({ queryKey: key }),
    assignAll: async (ids: string[], assign: (id: string) => Promise<unknown>) => {
      try {
        for (const id of ids) await assign(id);
        notify(text('assigned'), { type: 'success', messageArgs: { count: ids.length } });
      } finally {
        await client.invalidateQueries({ queryKey: key });
      }
    },
  };
}

function StockAssignments({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const key = ['pos', 'assignedStock', venueId];
  const list = useQuery({ queryKey: key, queryFn: () => assignedStockProductsApi.getList({ venueId }) });
  const catalogue = useStockProducts(country);
  const vendors = useVendors(country);
  const places = usePlaces(venueId);
  const { reload, assignAll } = useReloadAfter(key);
  const mayEdit = useCanWrite('assignedStockProducts.update', { venueId });
  return (
    <AssignmentTable
      query={list}
      mayEdit={mayEdit}
      columns={[text('storage'), text('vendor'), text('cost')]}
      cells={(r) => [places.storageName(r.storageId), vendors.nameOf(r.effectiveVendorId), `${money(r.effectiveCostPrice, r.currency)}${r.costPrice !== null ? ` (${translate(text('ownPrice'))})` : ''}`]}
      exported={{
        fileName: 'assigned-stock-products',
        sheetName: translate('resources.assignedStockProducts.name', { smart_count: 2 }),
        columns: [
          { header: translate(text('storage')), kind: 'text' },
          { header: translate(text('vendor')), kind: 'text' },
          { header: translate(text('cost')), kind: 'money' },
          { header: translate(text('ownPrice')), kind: 'boolean' },
        ],
        cells: (r) => [places.storageName(r.storageId), vendors.nameOf(r.effectiveVendorId), { minor: r.effectiveCostPrice, currency: r.currency }, r.costPrice !== null],
      }}
      assignable={(rows) => catalogue.products.filter((p) => p.isActive !== false && !rows.some((r) => r.stockProductId === p.id))}
      assign={(ids) => assignAll(ids, (stockProductId) => assignedStockProductsApi.create({ venueId, stockProductId }))}
      remove={async (row) => {
        await assignedStockProductsApi.delete({ id: row.id });
        await reload();
      }}
      editDialog={(row, close) => (
        <FormDialog
          title={translate(text('editTitle'), { name: row.name })}
          defaultValues={{ storageId: row.storageId ?? '', vendorId: row.vendorId ?? '', costPrice: row.costPrice, isActive: row.isActive !== false }}
          onSave={async (v) => {
            await assignedStockProductsApi.update({
              id: row.id,
              body: { id: row.id, version: row.version, venueId, stockProductId: row.stockProductId ?? '', storageId: v.storageId || null, vendorId: v.vendorId || null, costPrice: v.costPrice ?? null, isActive: v.isActive },
            });
            await reload();
          }}
          alwaysEnableSave
          onClose={close}
        >
          <SelectInput source="storageId" label={text('storage')} choices={places.storages.map((s) => ({ id: s.storageId, name: s.storageName }))} emptyText={translate(text('storageNone'))} />
          <SelectInput source="vendorId" label={text('vendor')} choices={vendors.vendors.map((v) => ({ id: v.id, name: v.name }))} emptyText={translate(text('vendorDefault'))} />
          <MoneyInput source="costPrice" label={text('cost')} helperText={translate(text('costHelp'), { price: money(row.productCostPrice, row.currency) })} />
          <BooleanInput source="isActive" label={text('active')} />
        </FormDialog>
      )}
    />
  );
}

function SalesAssignments({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const key = ['pos', 'assignedSales', venueId];
  const list = useQuery({ queryKey: key, queryFn: () => assignedSalesProductsApi.getList({ venueId }) });
  const catalogue = useQuery({ queryKey: ['pos', 'salesProducts', country], queryFn: () => salesProductsApi.getList({ countryId: country }) });
  const priceGroups = useQuery({ queryKey: ['pos', 'priceGroups', country], queryFn: () => priceGroupsApi.getList({ countryId: country }) });
  const groups = priceGroups.data ?? [];
  const defaultGroup = groups.find((g) => g.isDefault);
  const { reload, assignAll } = useReloadAfter(key);
  const mayEdit = useCanWrite('assignedSalesProducts.update', { venueId });
  return (
    <AssignmentTable
      query={list}
      mayEdit={mayEdit}
      columns={[`${translate(text('prices'))}${defaultGroup ? ` (${defaultGroup.name})` : ''}`]}
      exported={{
        fileName: 'assigned-sales-products',
        sheetName: translate('resources.assignedSalesProducts.name', { smart_count: 2 }),
        columns: [
          { header: `${translate(text('prices'))}${defaultGroup ? ` (${defaultGroup.name})` : ''}`, kind: 'money' },
          { header: translate(text('ownPrice')), kind: 'boolean' },
        ],
        cells: (r) => {
          const price = r.effectivePrices.find((p) => p.priceGroupId === defaultGroup?.id);
          return price ? [{ minor: price.price, currency: r.currency }, price.own] : [null, null];
        },
      }}
      cells={(r) => {
        const price = r.effectivePrices.find((p) => p.priceGroupId === defaultGroup?.id);
        return [price ? `${money(price.price, r.currency)}${price.own ? ` (${translate(text('ownPrice'))})` : ''}` : '–'];
      }}
      assignable={(rows) => (catalogue.data ?? []).filter((p) => p.isActive !== false && !rows.some((r) => r.salesProductId === p.id))}
      assign={(ids) => assignAll(ids, (salesProductId) => assignedSalesProductsApi.create({ venueId, salesProductId }))}
      remove={async (row) => {
        await assignedSalesProductsApi.delete({ id: row.id });
        await reload();
      }}
      editDialog={(row, close) => (
        <FormDialog
          title={translate(text('editTitle'), { name: row.name })}
          defaultValues={{ isActive: row.isActive !== false, own: Object.fromEntries(groups.map((g) => [g.id, row.prices.find((p) => p.priceGroupId === g.id)?.price ?? null])) }}
          onSave={async (v) => {
            const own = v.own as Record<string, number | null>;
            const prices = groups.filter((g) => own[g.id] !== null && own[g.id] !== undefined).map((g) => ({ priceGroupId: g.id, price: own[g.id]! }));
            await assignedSalesProductsApi.update({ id: row.id, body: { id: row.id, version: row.version, venueId, salesProductId: row.salesProductId ?? '', prices, isActive: v.isActive as boolean } });
            await reload();
          }}
          alwaysEnableSave
          onClose={close}
        >
          {groups.map((g) => {
            const catalogued = row.productPrices.find((p) => p.priceGroupId === g.id);
            return (
              <MoneyInput
                key={g.id}
                source={`own.${g.id}`}
                label={g.name}
                helperText={catalogued ? translate(text('productPrice'), { price: money(catalogued.price, row.currency) }) : translate(text('priceHelp'))}
              />
            );
          })}
          <BooleanInput source="isActive" label={text('active')} />
        </FormDialog>
      )}
    />
  );
}

/** The stock or sales products assigned to a venue (/vp/poc/assigned-*, /procurement/poc/assigned-*). */
export default function AssignedProductsScreen() {
  const { pathname } = useLocation();
  const sales = pathname.includes('assigned-sales');
  return <VenuePage>{(venueId, country) => (sales ? <SalesAssignments venueId={venueId} country={country} /> : <StockAssignments venueId={venueId} country={country} />)}</VenuePage>;
}
