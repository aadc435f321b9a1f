import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { useLocation, useNavigate } from 'react-router';
import { stockCountsApi } from '@generated/client/api/stockCounts';
import type { CountryCode } from '@generated/shared/shell';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { usePlaces } from '../PosShared/catalogue';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { money } from '../PosShared/money';
import { QueryView } from '../PosShared/QueryView';
import { StateChip } from '../PosShared/StateChip';
import { text } from './texts';
import { countsKey, useCounts, type Count } from './useCounts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { enumLabelKey } from '@/app/enums';

export function useOpenCount() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (id: string) => navigate(`${pathname.replace(/\/$/, '')}/${id}${search}`);
}

export function NewCountButton({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const places = usePlaces(venueId);
  const open = useOpenCount();
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('stockCounts.create', { venueId });
  const create = async (values: { name: string; countDate: string; storageId?: string | null }) => {
    const count = await stockCountsApi.create({ body: { venueId, name: values.name, countDate: values.countDate, storageId: values.storageId || null, lines: [] } });
    await client.invalidateQueries({ queryKey: countsKey(venueId) });
    open(count.id);
  };
  if (!mayCreate) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
        {translate(text('list.create'))}
      </Button>
      {creating && (
        <FormDialog title={translate(text('create.title'))} defaultValues={{ name: `${translate('resources.stockCounts.name', { smart_count: 1 })} ${clock.moment().format('DD-MM-YYYY')}`, countDate: clock.today(), storageId: '' }} onSave={create} alwaysEnableSave onClose={() => setCreating(false)}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text('create.help'))}
          </Alert>
          <TextInput source="name" label="resources.stockCounts.fields.name" validate={[required(), maxLength(120)]} />
          <DateInput source="countDate" label="resources.stockCounts.fields.countDate" validate={required()} />
          <SelectInput source="storageId" label="resources.stockCounts.fields.storageId" choices={places.storages.map((s) => ({ id: s.storageId, name: s.storageName }))} emptyText={translate(text('list.wholeVenue'))} />
        </FormDialog>
      )}
    </>
  );
}

export function CountTable({ counts, venueId }: { counts: Count[]; venueId: string }) {
  const translate = useTranslate();
  const places = usePlaces(venueId);
  const open = useOpenCount();
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={translate('resources.stockCounts.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.stockCounts.fields.name')}</TableCell>
            <TableCell>{translate('resources.stockCounts.fields.countDate')}</TableCell>
            <TableCell>{translate('resources.posVenues.listItems.storages.storageName')}</TableCell>
            <TableCell>{translate('resources.stockCounts.fields.state')}</TableCell>
            <TableCell align="right">{translate(text('list.lines'))}</TableCell>
            <TableCell align="right">{translate('resources.stockCounts.fields.varianceValue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map((c) => (
            <TableRow key={c.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(c.id)}>
              <TableCell>
                <Button size="small" sx={{ p: 0, minWidth: 0, textAlign: 'left' }} onClick={(event) => (event.stopPropagation(), open(c.id))}>
                  {c.name}
                </Button>
              </TableCell>
              <TableCell>{formatDate(c.countDate)}</TableCell>
              <TableCell>{c.storageId ? places.storageName(c.storageId) : translate(text('list.wholeVenue'))}</TableCell>
              <TableCell>
                <StateChip enumKey="stockCounts.state" value={c.state} />
              </TableCell>
              <TableCell align="right">{(c.lines ?? []).length}</TableCell>
              <TableCell align="right">{c.state === 'Completed' ? money(c.varianceValue, c.currency) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CountList({ venueId }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const counts = useCounts(venueId);
  const places = usePlaces(venueId);
  const exportJob = (): ExportJob<Count> => ({
    fileName: 'stock-counts',
    sheetName: translate('resources.stockCounts.name', { smart_count: 2 }),
    columns: [
      { header: translate('resources.stockCounts.fields.name'), kind: 'text' },
      { header: translate('resources.stockCounts.fields.countDate'), kind: 'date' },
      { header: translate('resources.posVenues.listItems.storages.storageName'), kind: 'text' },
      { header: translate('resources.stockCounts.fields.state'), kind: 'text' },
      { header: translate(text('list.lines')), kind: 'number' },
      { header: translate('resources.stockCounts.fields.varianceValue'), kind: 'money' },
    ],
    rows: counts.data ?? [],
    toCells: (rows) =>
      rows.map((c) => [
        c.name,
        c.countDate,
        c.storageId ? places.storageName(c.storageId) : translate(text('list.wholeVenue')),
        translate(enumLabelKey('stockCounts.state', c.state)),
        (c.lines ?? []).length,
        // A variance is known once the count is completed; the list leaves it empty before.
        c.state === 'Completed' ? { minor: c.varianceValue, currency: c.currency } : null,
      ]),
  });
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
        <XlsxExportButton disabled={!counts.data?.length} job={exportJob} />
        <NewCountButton venueId={venueId} />
      </Stack>
      <QueryView query={counts}>{(list) => (list.length ? <CountTable counts={list} venueId={venueId} /> : <Alert severity="info">{translate(text('list.empty'))}</Alert>)}</QueryView>
    </>
  );
}
