import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ListIcon from '@mui/icons-material/ListAlt';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectInput, TextInput, maxLength, required, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { recipesApi } from '@generated/client/api/recipes';
import { venueRecipesApi } from '@generated/client/api/venueRecipes';
import type { CountryCode } from '@generated/shared/shell';
import { useCanWriteWhere } from '@/app/access/useCanWrite';
import { useSelection } from '@/app/selection/useSelection';
import { useStockProducts } from '../../pos/PosShared/catalogue';
import { ConfirmDelete } from '../../pos/PosShared/ConfirmDelete';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { currencyOf, money, quantity } from '../../pos/PosShared/money';
import { QueryView } from '../../pos/PosShared/QueryView';
import { shared } from '../../pos/PosShared/texts';
import { usePosVenues } from '../../pos/PosShared/usePosVenue';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { ViewDialog } from '@/app/widgets/dialogs/ViewDialog';

type Row = Awaited<ReturnType<typeof venueRecipesApi.listByCountry>>[number];

/** What a venue's recipe costs per portion more than the country recipe it adapts (null for its own recipes). */
const differenceOf = (r: Row) => (r.baseCostPerPortion === null ? null : r.costPerPortion - r.baseCostPerPortion);

function Ingredients({ recipe, country, onClose }: { recipe: Row; country: CountryCode; onClose: () => void }) {
  const translate = useTranslate();
  const products = useStockProducts(country);
  const lines = recipe.lines ?? [];
  return (
    <ViewDialog title={translate(text('ingredients'), { name: recipe.name })} onClose={onClose}>
      {!lines.length ? (
        <Alert severity="info">{translate(text('noIngredients'))}</Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('product'))}</TableCell>
              <TableCell align="right">{translate(text('amount'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.stockProductId}>
                <TableCell>{products.nameOf(l.stockProductId)}</TableCell>
                <TableCell align="right">{`${quantity(l.amount)} ${products.byId.get(l.stockProductId)?.contentUnit ?? ''}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ViewDialog>
  );
}

function VenueRecipes({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const key = ['pos', 'venueRecipes', country];
  const mayWriteAt = useCanWriteWhere('venueRecipes.create');
  const list = useQuery({ queryKey: key, queryFn: () => venueRecipesApi.listByCountry({ countryId: country }) });
  const recipes = useQuery({ queryKey: ['pos', 'recipes', country], queryFn: () => recipesApi.getList({ countryId: country }) });
  const venues = usePosVenues(country);
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'copy' } | { kind: 'lines' | 'remove'; recipe: Row } | null>(null);
  const currency = currencyOf(country);
  const venueId = params.get('venue') ?? '';
  const canWrite = (id: string) => mayWriteAt({ venueId: id });
  const writable = (venues.data ?? []).filter((v) => canWrite(v.venueId));
  const venueName = (id: string) => (venues.data ?? []).find((v) => v.venueId === id)?.name ?? id;
  const chooseVenue = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('venue', id);
    else next.delete('venue');
    setParams(next, { replace: true });
  };
  const reload = () => client.invalidateQueries({ queryKey: key });
  const needle = q.trim().toLowerCase();
  const matches = (r: Row) => (!venueId || r.venueId === venueId) && (!needle || `${r.name} ${r.venueName} ${r.baseRecipeName ?? ''}`.toLowerCase().includes(needle));
  const shown = (list.data ?? []).filter(matches);
  const exportJob = (): ExportJob<Row> => ({
    fileName: 'venue-recipes',
    sheetName: translate('routes.procurement/venue-recipes'),
    columns: [
      { header: translate('resources.venueRecipes.fields.venueId'), kind: 'text' },
      { header: translate('resources.venueRecipes.fields.name'), kind: 'text' },
      { header: translate('resources.venueRecipes.fields.recipeId'), kind: 'text' },
      { header: translate('resources.venueRecipes.fields.portions'), kind: 'number' },
      { header: translate(text('venueCost')), kind: 'money' },
      { header: translate(text('baseCost')), kind: 'money' },
      { header: translate(text('difference')), kind: 'money' },
    ],
    rows: shown,
    toCells: (rows) =>
      rows.map((r) => {
        const diff = differenceOf(r);
        return [
          r.venueName,
          [r.name, r.isActive === false ? translate(text('inactive')) : null].filter(Boolean).join(', '),
          r.baseRecipeName ?? translate(text('own')),
          r.portions ?? 1,
          { minor: r.costPerPortion, currency: r.currency },
          r.baseCostPerPortion === null ? null : { minor: r.baseCostPerPortion, currency: r.currency },
          diff === null ? null : { minor: diff, currency: r.currency },
        ];
      }),
  });

  const columns: Column<Row>[] = [
    { label: translate('resources.venueRecipes.fields.venueId'), render: (r) => r.venueName },
    {
      label: translate('resources.venueRecipes.fields.name'),
      render: (r) => (
        <>
          {r.name} {r.isActive === false && <Chip size="small" variant="outlined" label={translate(text('inactive'))} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { label: translate('resources.venueRecipes.fields.recipeId'), render: (r) => r.baseRecipeName ?? translate(text('own')) },
    { label: translate('resources.venueRecipes.fields.portions'), align: 'right', render: (r) => r.portions ?? 1 },
    { label: translate(text('venueCost')), align: 'right', render: (r) => money(r.costPerPortion, r.currency) },
    { label: translate(text('baseCost')), align: 'right', render: (r) => (r.baseCostPerPortion === null ? '–' : money(r.baseCostPerPortion, r.currency)) },
    {
      label: translate(text('difference')),
      align: 'right',
      render: (r) => {
        const diff = differenceOf(r);
        return (
          <Box component="span" sx={{ color: diff && diff > 0 ? 'warning.main' : diff && diff < 0 ? 'success.main' : undefined }}>
            {diff === null ? '–' : `${diff > 0 ? '+' : ''}${money(diff, r.currency)}`}
          </Box>
        );
      },
    },
  ];

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(text('intro'))}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label={translate(shared('venue.label'))} value={venueId} onChange={(e) => chooseVenue(e.target.value)} sx={{ minWidth: 240 }}>
          <MenuItem value="">{translate(text('allVenues'))}</MenuItem>
          {(venues.data ?? []).map((v) => (
            <MenuItem key={v.venueId} value={v.venueId}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
        <Box sx={{ flex: 1 }} />
        <XlsxExportButton disabled={!shown.length} job={exportJob} />
        {writable.length > 0 && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'copy' })}>
            {translate(text('copy'))}
          </Button>
        )}
      </Stack>
      <QueryView query={list}>
        {(all) => {
          const rows = all.filter(matches);
          if (!rows.length) {
            const empty = needle ? translate(shared('states.noMatches')) : venueId ? translate(text('emptyVenue'), { venue: venueName(venueId) }) : translate(text('empty'));
            return <Alert severity="info">{empty}</Alert>;
          }
          return (
            <Paper>
              <RecordTable
                caption={translate('routes.procurement/venue-recipes')}
                columns={columns}
                rows={rows}
                actions={(r) => (
                  <>
                    <IconAction label={translate(text('ingredients'), { name: r.name })} icon={<ListIcon />} onClick={() => setDialog({ kind: 'lines', recipe: r })} />
                    {canWrite(r.venueId) && <IconAction label={translate(text('remove'), { name: r.name })} icon={<DeleteIcon />} onClick={() => setDialog({ kind: 'remove', recipe: r })} />}
                  </>
                )}
              />
            </Paper>
          );
        }}
      </QueryView>
      {dialog?.kind === 'copy' && (
        <FormDialog
          title={translate(text('copyTitle'))}
          defaultValues={{ venueId: writable.some((v) => v.venueId === venueId) ? venueId : (writable[0]?.venueId ?? ''), recipeId: '', name: '' }}
          onSave={async (v) => {
            const recipe = (recipes.data ?? []).find((r) => r.id === v.recipeId);
            const name = (v.name as string).trim() || recipe?.name || '';
            await venueRecipesApi.create({ body: { venueId: v.venueId, recipeId: v.recipeId, name, portions: recipe?.portions ?? 1, lines: [], isActive: true } });
            notify(text('copied'), { type: 'success', messageArgs: { name, venue: venueName(v.venueId) } });
            await reload();
          }}
          alwaysEnableSave
          onClose={() => setDialog(null)}
        >
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text(recipes.data && !recipes.data.length ? 'noCountryRecipes' : 'copyHelp'))}
          </Alert>
          <SelectInput source="venueId" label="resources.venueRecipes.fields.venueId" choices={writable.map((v) => ({ id: v.venueId, name: v.name }))} validate={required()} />
          <SelectInput
            source="recipeId"
            label={text('countryRecipe')}
            choices={(recipes.data ?? []).map((r) => ({ id: r.id, name: `${r.name} (${money(r.costPerPortion, currency)})` }))}
            isPending={recipes.isPending}
            validate={required()}
          />
          <TextInput source="name" label="resources.venueRecipes.fields.name" helperText={text('nameHelp')} validate={maxLength(120)} />
        </FormDialog>
      )}
      {dialog?.kind === 'lines' && <Ingredients recipe={dialog.recipe} country={country} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDelete
          name={dialog.recipe.name}
          remove={async () => {
            await venueRecipesApi.delete({ id: dialog.recipe.id });
            await reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

/** Upkeep: the venues' own recipes of the country against the country recipes they adapt (route /procurement/venue-recipes). */
export default function VenueRecipesScreen() {
  const { countryId } = useSelection();
  return <VenueRecipes key={countryId} country={countryId} />;
}
