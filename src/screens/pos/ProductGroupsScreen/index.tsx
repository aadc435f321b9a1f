import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectInput, TextInput, maxLength, required, useNotify, useTranslate } from 'react-admin';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import type { CountrySettingRecord } from '@generated/shared/types/countrySettings';
import { useSelection } from '@/app/selection/useSelection';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useStockProducts } from '../PosShared/catalogue';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '../PosShared/QueryView';
import { shared } from '../PosShared/texts';
import { ProductGroupsExport } from './ProductGroupsExport';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';

type Category = NonNullable<CountrySettingRecord['productCategories']>[number];
interface Group {
  id: string;
  name: string;
  color: string | null;
  categoryId: string;
  categoryName: string;
}

/** Moves or renames a group inside the settings' categories; a new group has no id yet (the server gives it one). */
function withGroup(categories: Category[], group: { id?: string; name: string; color: string; categoryId: string }): Category[] {
  const entry = { stockProductGroupId: group.id ? { id: group.id } : null, name: group.name, color: group.color };
  return categories.map((c) => {
    const rest = (c.validProductGroups ?? []).filter((g) => !group.id || g.stockProductGroupId?.id !== group.id);
    if (c.productCategoryId?.id !== group.categoryId) return { ...c, validProductGroups: rest };
    const at = (c.validProductGroups ?? []).findIndex((g) => group.id && g.stockProductGroupId?.id === group.id);
    const next = [...rest];
    next.splice(at < 0 ? next.length : at, 0, entry);
    return { ...c, validProductGroups: next };
  });
}

/** The country's stock product groups: searchable, created and edited (saved in the country settings). */
export default function ProductGroupsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { countryId } = useSelection();
  const canEdit = useCanWrite('countrySettings.update', { country: countryId });
  const key = ['pos', 'countrySettings', countryId];
  const settings = useQuery({ queryKey: key, queryFn: () => countrySettingsApi.get({ countryId }) });
  const products = useStockProducts(countryId);
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<{ group?: Group } | null>(null);
  return (
    <QueryView query={settings}>
      {(s) => {
        const categories = (s.productCategories ?? []) as Category[];
        const groups: Group[] = categories.flatMap((c) => (c.validProductGroups ?? []).map((g) => ({ id: g.stockProductGroupId?.id ?? '', name: g.name, color: g.color ?? null, categoryId: c.productCategoryId?.id ?? '', categoryName: c.name })));
        const shown = groups.filter((g) => !q.trim() || `${g.name} ${g.categoryName}`.toLowerCase().includes(q.trim().toLowerCase()));
        const productsIn = (g: Group) => products.products.filter((p) => p.stockProductGroupId === g.id).length;
        const save = async (v: { name: string; color: string; categoryId: string }) => {
          const saved = await countrySettingsApi.update({ countryId, body: { ...s, productCategories: withGroup(categories, { ...v, id: open?.group?.id }) } as never });
          client.setQueryData(key, saved);
          await client.invalidateQueries({ queryKey: ['pos'] });
          notify(text('saved'), { type: 'success' });
        };
        return (
          <Box>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
              <Box sx={{ flex: 1 }} />
              <ProductGroupsExport rows={shown.map((g) => ({ name: g.name, categoryName: g.categoryName, products: productsIn(g) }))} />
              {canEdit && categories.length > 0 && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({})}>
                  {translate(text('create'))}
                </Button>
              )}
            </Stack>
            {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate(shared('states.readOnly'))}</Alert>}
            {!groups.length ? (
              <Alert severity="info">{translate(text('empty'))}</Alert>
            ) : (
              <TableContainer component={Paper}>
                <Table size="small" aria-label={translate('routes.procurement/product-groups')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('resources.stockProductGroups.fields.name')}</TableCell>
                      <TableCell>{translate(text('category'))}</TableCell>
                      <TableCell align="right">{translate(text('products'))}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((g) => (
                      <TableRow key={g.id} hover>
                        <TableCell>
                          <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: g.color ?? 'grey.400', mr: 1, verticalAlign: 'middle' }} />
                          {g.name}
                        </TableCell>
                        <TableCell>{g.categoryName}</TableCell>
                        <TableCell align="right">{productsIn(g)}</TableCell>
                        <TableCell align="right">
                          {canEdit && (
                            <IconAction label={translate(text('edit'), { name: g.name })} icon={<EditIcon />} onClick={() => setOpen({ group: g })} />
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {open && (
              <FormDialog
                title={open.group ? translate(text('edit'), { name: open.group.name }) : translate(text('create'))}
                defaultValues={{ name: open.group?.name ?? '', color: open.group?.color ?? '#607d8b', categoryId: open.group?.categoryId ?? categories[0]?.productCategoryId?.id ?? '' }}
                onSave={save}
                alwaysEnableSave
                onClose={() => setOpen(null)}
              >
                <TextInput source="name" label="resources.stockProductGroups.fields.name" validate={[required(), maxLength(80)]} />
                <TextInput source="color" label="resources.stockProductGroups.fields.color" type="color" />
                <SelectInput source="categoryId" label={text('category')} choices={categories.map((c) => ({ id: c.productCategoryId?.id, name: c.name }))} validate={required()} />
              </FormDialog>
            )}
          </Box>
        );
      }}
    </QueryView>
  );
}
