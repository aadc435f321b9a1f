import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { stockProductRequestsApi } from '@generated/client/api/stockProductRequests';
import type { CountryCode } from '@generated/shared/shell';
import type { StockProductRequestRecord } from '@generated/shared/types/stockProductRequests';
import { enumLabelKey } from '@/app/enums';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { useSession } from '@/app/session/SessionProvider';
import { useSelection } from '@/app/selection/useSelection';
import { formatDate, formatDateTime } from '@/shared/format';
import { useCanWrite } from '@/app/access/useCanWrite';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { errorStatus } from '@/data/httpErrors';
import { currencyOf, money, quantity } from '../../pos/PosShared/money';
import { QueryView } from '../../pos/PosShared/QueryView';
import { StateChip } from '../../pos/PosShared/StateChip';
import { shared } from '../../pos/PosShared/texts';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { text } from './texts';

type Request = StockProductRequestRecord;
const STATES = ['Pending', 'Approved', 'Rejected'] as const;
type Filter = (typeof STATES)[number] | 'all';
const f = (field: string) => `resources.stockProductRequests.fields.${field}`;

export const requestsKey = (country: string) => ['pos', 'productRequests', country];

function Requests({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const session = useSession();
  const canDecide = useCanWrite('stockProductRequests.approve', { country });
  const key = requestsKey(country);
  const requests = useQuery({ queryKey: key, queryFn: () => stockProductRequestsApi.listByCountry({ countryId: country }) });
  const [filter, setFilter] = useState<Filter>('Pending');
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'reject'; request: Request } | null>(null);
  const venueName = (id: string) => session.globalVenues.find((v) => v.id === id)?.name ?? id;
  const currency = currencyOf(country);
  const needle = q.trim().toLowerCase();
  const matches = (r: Request) => (filter === 'all' || r.state === filter) && (!needle || `${r.name} ${r.vendorName ?? ''} ${venueName(r.venueId)}`.toLowerCase().includes(needle));
  const shown = (requests.data ?? []).filter(matches);
  const product = (r: Request) => `${r.name}${r.contentAmount ? ` · ${quantity(r.contentAmount)} ${r.contentUnit ?? ''}` : ''}`;
  const decidedBy = (r: Request) => (r.decidedAt ? translate(text('decidedBy'), { by: r.decidedBy ?? '', at: formatDateTime(r.decidedAt) }) : null);
  const exportJob = (): ExportJob<Request> => ({
    fileName: 'stock-product-requests',
    sheetName: translate('routes.procurement/stock-product-requests'),
    columns: [
      { header: translate(text('product')), kind: 'text' },
      { header: translate(f('venueId')), kind: 'text' },
      { header: translate(f('vendorName')), kind: 'text' },
      { header: translate(f('estimatedCost')), kind: 'money' },
      { header: translate(text('asked')), kind: 'date' },
      { header: translate(f('state')), kind: 'text' },
      { header: translate(text('decision')), kind: 'text' },
    ],
    rows: shown,
    // The reason and who decided when stand under the product and the decision, as the list shows them.
    toCells: (rows) =>
      rows.map((r) => [
        [product(r), r.reason].filter(Boolean).join('\n'),
        venueName(r.venueId),
        r.vendorName,
        r.estimatedCost === null || r.estimatedCost === undefined ? null : { minor: r.estimatedCost, currency },
        r.createdAt,
        translate(enumLabelKey('stockProductRequests.state', r.state)),
        [r.decisionNote, decidedBy(r)].filter(Boolean).join('\n'),
      ]),
  });

  const columns: Column<Request>[] = [
    {
      label: translate(text('product')),
      render: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {product(r)}
          </Typography>
          {r.reason && (
            <Typography variant="caption" color="text.secondary">
              {r.reason}
            </Typography>
          )}
        </>
      ),
    },
    { label: translate(f('venueId')), render: (r) => venueName(r.venueId) },
    { label: translate(f('vendorName')), render: (r) => r.vendorName },
    { label: translate(f('estimatedCost')), align: 'right', render: (r) => (r.estimatedCost === null || r.estimatedCost === undefined ? '' : money(r.estimatedCost, currency)) },
    { label: translate(text('asked')), render: (r) => formatDate(r.createdAt) },
    { label: translate(f('state')), render: (r) => <StateChip enumKey="stockProductRequests.state" value={r.state} /> },
    {
      label: translate(text('decision')),
      render: (r) => (
        <>
          {r.decisionNote}
          {r.decidedAt && (
            <Typography variant="caption" color="text.secondary" component="div">
              {decidedBy(r)}
            </Typography>
          )}
        </>
      ),
    },
  ];

  /** Sends a decision; on a refusal (decided by someone else meanwhile) the list reloads and the dialog shows why. */
  const decide = (kind: 'approve' | 'reject', request: Request) => async (body: Record<string, unknown>) => {
    try {
      if (kind === 'approve') {
        await stockProductRequestsApi.approve({ id: request.id, body: body as never });
        notify(text('approved'), { type: 'success', messageArgs: { name: body.name, venue: venueName(request.venueId) } });
      } else {
        await stockProductRequestsApi.reject({ id: request.id, body: body as never });
        notify(text('rejected'), { type: 'success' });
      }
    } catch (failure) {
      if (errorStatus(failure) === 409 || errorStatus(failure) === 404) await client.invalidateQueries({ queryKey: key });
      throw failure;
    }
    await Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['pos', 'stockProducts', country] })]);
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label={translate(text('state'))} value={filter} onChange={(e) => setFilter(e.target.value as Filter)} sx={{ minWidth: 200 }}>
          {STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(enumLabelKey('stockProductRequests.state', s))}
            </MenuItem>
          ))}
          <MenuItem value="all">{translate(text('all'))}</MenuItem>
        </TextField>
        <TextField size="small" type="search" label={translate(shared('search'))} value={q} onChange={(e) => setQ(e.target.value)} />
        <Box sx={{ ml: 'auto' }}>
          <XlsxExportButton disabled={!shown.length} job={exportJob} />
        </Box>
      </Stack>
      {!canDecide && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(shared('states.readOnly'))}
        </Alert>
      )}
      <QueryView query={requests}>
        {(list) => {
          if (!list.length) return <Alert severity="info">{translate(text('empty'))}</Alert>;
          const rows = list.filter(matches);
          if (!rows.length) return <Alert severity="info">{translate(needle ? shared('states.noMatches') : text('emptyState'))}</Alert>;
          return (
            <Paper>
              <RecordTable
                caption={translate('routes.procurement/stock-product-requests')}
                columns={columns}
                rows={rows}
                actions={(r) =>
                  canDecide &&
                  r.state === 'Pending' && (
                    <>
                      <Button size="small" aria-label={translate(text('approveLabel'), { name: r.name })} onClick={() => setDialog({ kind: 'approve', request: r })}>
                        {translate(text('approve'))}
                      </Button>
                      <Button size="small" color="warning" aria-label={translate(text('rejectLabel'), { name: r.name })} onClick={() => setDialog({ kind: 'reject', request: r })}>
                        {translate(text('reject'))}
                      </Button>
                    </>
                  )
                }
              />
            </Paper>
          );
        }}
      </QueryView>
      {dialog?.kind === 'approve' && <ApproveDialog request={dialog.request} venueName={venueName(dialog.request.venueId)} country={country} decide={decide('approve', dialog.request)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reject' && <RejectDialog request={dialog.request} venueName={venueName(dialog.request.venueId)} country={country} decide={decide('reject', dialog.request)} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/** Upkeep: the country's stock product requests from venues, approved (product created and assigned) or rejected. */
export default function StockProductRequestsScreen() {
  const { countryId } = useSelection();
  return <Requests key={countryId} country={countryId} />;
}
