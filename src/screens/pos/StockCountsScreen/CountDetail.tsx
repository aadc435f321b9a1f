import { Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { stockCountsApi } from '@generated/client/api/stockCounts';
import type { CountryCode } from '@generated/shared/shell';
import { formatDate, formatDateTime } from '@/shared/format';
import { allowedEvents } from '@/shared/pos/stateMachine';
import { stockCountMachine } from '@/shared/pos/stockCountStates';
import { usePlaces, useStockProducts } from '../PosShared/catalogue';
import { money } from '../PosShared/money';
import { DocumentHeader, DocumentPage } from '../PosShared/DocumentPage';
import { CountingTable, DraftLines } from './CountLines';
import { text } from './texts';
import { countBody, useCount, useCountChange, type Count, type CountLine } from './useCounts';
import { useCanWrite } from '@/app/access/useCanWrite';

/** One count with the actions its state allows: activate a draft, count and complete an active count, cancel. */
export function CountView({ count, venueId, country }: { count: Count; venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const products = useStockProducts(country);
  const places = usePlaces(venueId);
  // Without the right to count stock at the venue, none of the count's events is offered and its lines are read.
  const mayEdit = useCanWrite('stockCounts.update', { venueId });
  const events = mayEdit ? allowedEvents(stockCountMachine, count.state) : [];
  const [dialog, setDialog] = useState<'cancel' | { complete: CountLine[]; dirty: boolean } | null>(null);
  const saveLines = useCountChange(venueId, count.id, (lines: CountLine[]) => stockCountsApi.update({ id: count.id, body: countBody(count, lines) }));
  const saveCounts = useCountChange(venueId, count.id, (lines: CountLine[]) => stockCountsApi.update({ id: count.id, body: countBody(count, lines) }), 'detail.savedCounts');
  const activate = useCountChange(venueId, count.id, () => stockCountsApi.activate({ id: count.id, version: count.version }), 'detail.activated');
  const cancel = useCountChange(venueId, count.id, () => stockCountsApi.cancel({ id: count.id, version: count.version }), 'detail.cancelled');
  const complete = useCountChange(
    venueId,
    count.id,
    async ({ lines, dirty }: { lines: CountLine[]; dirty: boolean }) => {
      // Counts not saved yet are saved first, then the count is completed from the saved version.
      const saved = dirty ? await stockCountsApi.update({ id: count.id, body: countBody(count, lines) }) : count;
      return stockCountsApi.complete({ id: count.id, version: saved.version });
    },
    'detail.completed',
  );
  return (
    <Stack spacing={2}>
      <DocumentHeader
        title={count.name}
        state={{ enumKey: 'stockCounts.state', value: count.state }}
        events={events}
        actions={[
          { event: 'activate', label: translate(text('detail.activate')), onClick: () => activate.mutate(undefined), disabled: activate.isPending || !(count.lines ?? []).length },
          { event: 'cancel', label: translate(text('detail.cancel')), onClick: () => setDialog('cancel') },
        ]}
      >
        <dt>{translate('resources.stockCounts.fields.countDate')}</dt>
        <dd>{formatDate(count.countDate)}</dd>
        <dt>{translate('resources.posVenues.listItems.storages.storageName')}</dt>
        <dd>{count.storageId ? places.storageName(count.storageId) : translate(text('list.wholeVenue'))}</dd>
        {count.activatedAt && (
          <>
            <dt>{translate('resources.stockCounts.fields.activatedAt')}</dt>
            <dd>{formatDateTime(count.activatedAt)}</dd>
          </>
        )}
        {count.state === 'Completed' && (
          <>
            <dt>{translate('resources.stockCounts.fields.completedAt')}</dt>
            <dd>{formatDateTime(count.completedAt)}</dd>
            <dt>{translate(text('detail.variance'))}</dt>
            <dd>{money(count.varianceValue, count.currency)}</dd>
          </>
        )}
      </DocumentHeader>
      <Card>
        <CardContent>
          {count.state === 'Draft' && mayEdit ? (
            <DraftLines key={count.version} lines={count.lines ?? []} products={products.products} save={saveLines.mutateAsync} saving={saveLines.isPending} />
          ) : (
            <CountingTable
              key={count.version}
              lines={count.lines ?? []}
              nameOf={products.nameOf}
              locationName={places.locationName}
              readOnly={!events.includes('count')}
              save={saveCounts.mutateAsync}
              saving={saveCounts.isPending}
              onComplete={(lines, dirty) => setDialog({ complete: lines, dirty })}
            />
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={dialog === 'cancel'}
        title={text('detail.cancelTitle')}
        titleTranslateOptions={{ name: count.name }}
        content={text('detail.cancelBody')}
        confirm={text('detail.cancel')}
        confirmColor="warning"
        onConfirm={async () => {
          await cancel.mutateAsync(undefined).catch(() => undefined);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={typeof dialog === 'object' && dialog !== null}
        title={text('detail.completeTitle')}
        titleTranslateOptions={{ name: count.name }}
        content={text('detail.completeBody')}
        confirm={text('detail.complete')}
        loading={complete.isPending}
        onConfirm={async () => {
          if (typeof dialog === 'object' && dialog) await complete.mutateAsync({ lines: dialog.complete, dirty: dialog.dirty }).catch(() => undefined);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

export function CountDetail({ venueId, country }: { venueId: string; country: CountryCode }) {
  const translate = useTranslate();
  const { countId = '' } = useParams();
  const count = useCount(countId);
  return (
    <DocumentPage query={count} backLabel={translate(text('detail.back'))}>
      {(data) => <CountView count={data} venueId={venueId} country={country} />}
    </DocumentPage>
  );
}
