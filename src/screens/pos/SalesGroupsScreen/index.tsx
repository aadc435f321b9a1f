import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, SelectInput, TextInput, maxLength, required, useNotify, useTranslate } from 'react-admin';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import { salesProductsApi } from '@generated/client/api/salesProducts';
import type { CountryCode } from '@generated/shared/shell';
import { useSelection } from '@/app/selection/useSelection';
import { useCanWrite } from '@/app/access/useCanWrite';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { errorStatus } from '@/data/httpErrors';
import { QueryView } from '../PosShared/QueryView';
import { shared } from '../PosShared/texts';
import { groupId, search, subGroupId, withGroup, withSubGroup, type SalesGroup } from './groups';
import { SalesGroupsExport } from './SalesGroupsExport';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';

type Dialog = { kind: 'group'; id?: string; name: string; color: string } | { kind: 'sub'; id?: string; name: string; color: string; groupId: string };

const Swatch = ({ color }: { color?: string | null }) => (
  <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color || 'grey.400', mr: 1, verticalAlign: 'middle' }} />
);

function SalesGroups({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canEdit = useCanWrite('countrySettings.update', { country });
  const key = ['pos', 'countrySettings', country];
  const settings = useQuery({ queryKey: key, queryFn: () => countrySettingsApi.get({ countryId: country }) });
  const products = useQuery({ queryKey: ['pos', 'salesProducts', country], queryFn: () => salesProductsApi.getList({ countryId: country }), staleTime: 60_000 });
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const countOf = (field: 'salesProductGroupId' | 'salesProductSubGroupId', id: string) => (products.data ?? []).filter((p) => p[field] === id).length;

  return (
    <QueryView query={settings}>
      {(s) => {
        const groups = (s.salesProductGroups ?? []) as SalesGroup[];
        const shown = search(groups, q);
        const lines = shown.flatMap((g) => {
          const subs = g.validSubGroups ?? [];
          return [
            { name: g.name, related: subs.length ? subs.map((x) => x.name).join(', ') : translate(text('noSubGroups')), products: countOf('salesProductGroupId', groupId(g)) },
            ...subs.map((sub) => ({ name: sub.name, related: g.name, products: countOf('salesProductSubGroupId', subGroupId(sub)) })),
          ];
        });
        const save = async (next: SalesGroup[]) => {
          try {
            const saved = await countrySettingsApi.update({ countryId: country, body: { ...s, country, salesProductGroups: next } as never });
            client.setQueryData(key, saved);
          } catch (failure) {
            if (errorStatus(failure) === 409 && !/cannot be removed/.test((failure as Error).message)) {
              await client.invalidateQueries({ queryKey: key });
              throw new Error(translate(text('stale')));
            }
            throw failure;
          }
          notify(text('saved'), { type: 'success' });
          await client.invalidateQueries({ queryKey: ['pos'] });
        };
        const edit = (label: string) => translate(text('edit'), { name: label });
        return (
          <Box>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
              <Box sx={{ flex: 1 }} />
              <SalesGroupsExport lines={lines} />
              <Button component={Link} to="/procurement/poc/configuration">
                {translate(text('settings'))}
              </Button>
              {canEdit && (
                <>
                  <Button variant="outlined" startIcon={<AddIcon />} disabled={!groups.length} onClick={() => setDialog({ kind: 'sub', name: '', color: '#607d8b', groupId: groupId(groups[0]) })}>
                    {translate(text('createSub'))}
                  </Button>
                  <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'group', name: '', color: '#607d8b' })}>
                    {translate(text('createGroup'))}
                  </Button>
                </>
              )}
            </Stack>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(text('help'))} {!canEdit && translate(shared('states.readOnly'))}
            </Alert>
            {!groups.length ? (
              <Alert severity="info">{translate(text('empty'))}</Alert>
            ) : !shown.length ? (
              <Alert severity="info">{translate(shared('states.noMatches'))}</Alert>
            ) : (
              <TableContainer component={Paper}>
                <Table size="small" aria-label={translate('routes.procurement/poc/sales-groups')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(text('group'))}</TableCell>
                      <TableCell>{translate(text('subGroups'))}</TableCell>
                      <TableCell align="right">{translate(text('products'))}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.flatMap((g) => {
                      const subs = g.validSubGroups ?? [];
                      return [
                        <TableRow key={groupId(g)} hover sx={{ '& td': { fontWeight: 500 } }}>
                          <TableCell>
                            <Swatch color={g.color} />
                            {g.name}
                          </TableCell>
                          <TableCell sx={{ color: 'text.secondary' }}>{subs.length ? subs.map((x) => x.name).join(', ') : translate(text('noSubGroups'))}</TableCell>
                          <TableCell align="right">{countOf('salesProductGroupId', groupId(g))}</TableCell>
                          <TableCell align="right">
                            {canEdit && (
                              <IconAction label={edit(g.name)} icon={<EditIcon />} onClick={() => setDialog({ kind: 'group', id: groupId(g), name: g.name, color: g.color ?? '#607d8b' })} />
                            )}
                          </TableCell>
                        </TableRow>,
                        ...subs.map((sub) => (
                          <TableRow key={subGroupId(sub)} hover>
                            <TableCell sx={{ pl: 5 }}>
                              <Swatch color={sub.color} />
                              {sub.name}
                            </TableCell>
                            <TableCell sx={{ color: 'text.secondary' }}>{g.name}</TableCell>
                            <TableCell align="right">{countOf('salesProductSubGroupId', subGroupId(sub))}</TableCell>
                            <TableCell align="right">
                              {canEdit && (
                                <IconAction label={edit(sub.name)} icon={<EditIcon />} onClick={() => setDialog({ kind: 'sub', id: subGroupId(sub), name: sub.name, color: sub.color ?? '#607d8b', groupId: groupId(g) })} />
                              )}
                            </TableCell>
                          </TableRow>
                        )),
                      ];
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {dialog && (
              <FormDialog
                title={dialog.id ? edit(dialog.name) : translate(text(dialog.kind === 'group' ? 'createGroup' : 'createSub'))}
                defaultValues={dialog}
                onSave={(v) => {
                  const entry = { id: dialog.id, name: String(v.name).trim(), color: String(v.color) };
                  return save(dialog.kind === 'group' ? withGroup(groups, entry) : withSubGroup(groups, { ...entry, groupId: String((v as { groupId?: string }).groupId) }));
                }}
                alwaysEnableSave
                onClose={() => setDialog(null)}
              >
                <TextInput source="name" label="resources.salesProductGroups.fields.name" validate={[required(), maxLength(80)]} />
                <TextInput source="color" label="resources.salesProductGroups.fields.color" type="color" />
                {dialog.kind === 'sub' && <SelectInput source="groupId" label={text('group')} choices={groups.map((g) => ({ id: groupId(g), name: g.name }))} validate={required()} />}
              </FormDialog>
            )}
          </Box>
        );
      }}
    </QueryView>
  );
}

/** Upkeep: the country's sales groups with their sub-groups, searchable, created and edited (saved in the country settings). */
export default function SalesGroupsScreen() {
  const { countryId } = useSelection();
  return <SalesGroups key={countryId} country={countryId} />;
}
