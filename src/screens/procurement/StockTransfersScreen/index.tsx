import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ArrayInput, AutocompleteInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, maxLength, minValue, required, useNotify, useTranslate } from 'react-admin';
import { stockTransfersApi } from '@generated/client/api/stockTransfers';
import type { CountryCode } from '@generated/shared/shell';
import { useSession } from '@/app/session/SessionProvider';
import { formatDateTime } from '@/shared/format';
import { allowedEvents } from '@/shared/pos/stateMachine';
import { stockTransferMachine } from '@/shared/pos/stockTransferStates';
import { useStockProducts } from '../../pos/PosShared/catalogue';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { quantity } from '../../pos/PosShared/money';
import { RecordList } from '../../pos/PosShared/RecordList';
import { StateChip } from '../../pos/PosShared/StateChip';
import { VenuePage } from '../../pos/PosShared/VenuePage';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import type { Column } from '@/app/widgets/RecordTable';

type Transfer = Awaited<ReturnType<typeof stockTransfersApi.getList>>[number];

function Transfers({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const session = useSession();
  const products = useStockProducts(country);
  const key = ['pos', 'transfers', venueId];
  const mayEdit = useCanWrite('stockTransfers.create', { venueId });
  const transfers = useQuery({ queryKey: key, queryFn: () => stockTransfersApi.getList({ venueId }) });
  const [creating, setCreating] = useState(false);
  const venueName = (id: string) => session.globalVenues.find((v) => v.id === id)?.name ?? id;
  const others = session.globalVenues.filter((v) => v.country === country && v.id !== venueId);
  const reload = () => Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['pos', 'venueStock'] })]);
  const act = useMutation({
    mutationFn: ({ id, version, event }: { id: string; version: number; event: 'send' | 'receive' | 'cancel' }) =>
      event === 'send' ? stockTransfersApi.send({ id, version }) : event === 'receive' ? stockTransfersApi.receive({ id, venueId, version }) : stockTransfersApi.cancel({ id, version }),
    onSuccess: (_r, { event }) => {
      notify(text(event === 'send' ? 'sent' : event === 'receive' ? 'received' : 'cancelled'), { type: 'success' });
      return reload();
    },
    onError: (error) => {
      notify((error as Error).message, { type: 'error' });
      return reload();
    },
  });
  const contents = (t: Transfer) => (t.lines ?? []).map((l) => `${quantity(l.quantity)} × ${products.nameOf(l.stockProductId)}`).join(', ');
  const otherVenue = (t: Transfer) => venueName(t.direction === 'outgoing' ? t.toVenueId : t.venueId);
  /** What this venue may do next: send or cancel what it sends, receive what comes to it. */
  const events = (t: Transfer) => allowedEvents(stockTransferMachine, t.state).filter((e) => (t.direction === 'outgoing' ? e === 'send' || e === 'cancel' : e === 'receive'));
  const columns: Column<Transfer>[] = [
    { label: translate('resources.stockTransfers.fields.transferNumber'), render: (t) => t.transferNumber },
    {
      label: translate(text('direction')),
      render: (t) => <Chip size="small" variant="outlined" color={t.direction === 'outgoing' ? 'default' : 'info'} label={translate(text(t.direction === 'outgoing' ? 'outgoing' : 'incoming'))} />,
    },
    { label: translate(text('otherVenue')), render: otherVenue },
    { label: translate(text('contents')), render: contents },
    { label: translate('resources.stockTransfers.fields.state'), render: (t) => <StateChip enumKey="stockTransfers.state" value={t.state} /> },
    { label: translate('resources.stockTransfers.fields.sentAt'), render: (t) => formatDateTime(t.sentAt) },
  ];
  const exportJob = (): ExportJob<Transfer> => ({
    fileName: 'stock-transfers',
    sheetName: translate('resources.stockTransfers.name', { smart_count: 2 }),
    columns: [
      { header: translate('resources.stockTransfers.fields.transferNumber'), kind: 'text' },
      { header: translate(text('direction')), kind: 'text' },
      { header: translate(text('otherVenue')), kind: 'text' },
      { header: translate(text('contents')), kind: 'text' },
      { header: translate('resources.stockTransfers.fields.state'), kind: 'text' },
      { header: translate('resources.stockTransfers.fields.sentAt'), kind: 'datetime' },
    ],
    rows: transfers.data ?? [],
    toCells: (rows) =>
      rows.map((t) => [t.transferNumber, translate(text(t.direction === 'outgoing' ? 'outgoing' : 'incoming')), otherVenue(t), contents(t), translate(enumLabelKey('stockTransfers.state', t.state)), t.sentAt]),
  });
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
        <XlsxExportButton disabled={!transfers.data?.length} job={exportJob} />
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('create'))}
          </Button>
        )}
      </Stack>
      <RecordList
        query={transfers}
        caption={translate('resources.stockTransfers.name', { smart_count: 2 })}
        emptyText={translate(text('empty'))}
        columns={columns}
        actions={(t) =>
          mayEdit &&
          events(t).map((event) => (
            <Button key={event} size="small" color={event === 'cancel' ? 'warning' : 'primary'} disabled={act.isPending} onClick={() => act.mutate({ id: t.id, version: t.version, event: event as 'send' })}>
              {translate(text(event as 'send'), { number: t.transferNumber })}
            </Button>
          ))
        }
      />
      {creating && (
        <FormDialog
          maxWidth="md"
          title={translate(text('createTitle'))}
          defaultValues={{ toVenueId: '', note: '', lines: [{ stockProductId: '', quantity: 1 }] }}
          onSave={async (v) => {
            await stockTransfersApi.create({ body: { venueId, toVenueId: v.toVenueId, note: v.note || null, lines: v.lines } });
            await reload();
          }}
          alwaysEnableSave
          onClose={() => setCreating(false)}
        >
          <SelectInput source="toVenueId" label="resources.stockTransfers.fields.toVenueId" choices={others.map((v) => ({ id: v.id, name: v.name }))} validate={required()} />
          <ArrayInput source="lines" label="resources.stockTransfers.fields.lines">
            <SimpleFormIterator inline disableReordering>
              <AutocompleteInput source="stockProductId" label={text('product')} choices={products.products.map((p) => ({ id: p.id, name: p.name }))} validate={required()} sx={{ minWidth: 280 }} />
              <NumberInput source="quantity" label={text('quantity')} validate={[required(), minValue(0.01)]} />
            </SimpleFormIterator>
          </ArrayInput>
          <TextInput source="note" label="resources.stockTransfers.fields.note" multiline validate={maxLength(500)} />
        </FormDialog>
      )}
    </>
  );
}

/** Stock moved between the venues of a country (route /vp/pim/stock-transfers). */
export default function StockTransfersScreen() {
  return <VenuePage>{(venueId, country) => <Transfers venueId={venueId} country={country} />}</VenuePage>;
}
