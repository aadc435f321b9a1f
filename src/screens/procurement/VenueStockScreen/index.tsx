import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectInput, required, useNotify, useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router';
import { stockingTemplatesApi } from '@generated/client/api/stockingTemplates';
import { venueStocksApi } from '@generated/client/api/venueStocks';
import type { CountryCode } from '@generated/shared/shell';
import { useSession } from '@/app/session/SessionProvider';
import { useSelection } from '@/app/selection/useSelection';
import { formatDate } from '@/shared/format';
import { useCanWrite } from '@/app/access/useCanWrite';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { money } from '../../pos/PosShared/money';
import { QueryView } from '../../pos/PosShared/QueryView';
import { shared } from '../../pos/PosShared/texts';
import { text } from './texts';
import { VenueStock, venueStockKey } from './VenueStock';

/** Upkeep: the stock of every venue of the country; a venue opens its own stock page. */
function CountryStocks({ country }: { country: CountryCode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const canApply = useCanWrite('stockingTemplates.apply', { country });
  const overview = useQuery({ queryKey: ['pos', 'venueStocks', country], queryFn: () => venueStocksApi.byCountry({ countryId: country }) });
  const templates = useQuery({ queryKey: ['pos', 'stockingTemplates', country], queryFn: () => stockingTemplatesApi.getList({ countryId: country }) });
  const [applying, setApplying] = useState<{ venueId: string; name: string } | null>(null);
  const venueId = params.get('venue');
  const go = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('venue', id);
    else next.delete('venue');
    setParams(next);
  };
  if (venueId) {
    return (
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={() => go(null)} sx={{ mb: 2 }}>
          {translate(text('back'))}
        </Button>
        <VenueStock venueId={venueId} country={country} />
      </Box>
    );
  }
  return (
    <QueryView query={overview}>
      {(o) =>
        !o.venues.length ? (
          <Alert severity="info">{translate(text('noVenues'))}</Alert>
        ) : (
          <TableContainer component={Paper}>
            <Table size="small" aria-label={translate('routes.procurement/venue-stocks')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('venue'))}</TableCell>
                  <TableCell align="right">{translate(text('productsOnHand'))}</TableCell>
                  <TableCell align="right">{translate(text('value'))}</TableCell>
                  <TableCell align="right">{translate(text('below'))}</TableCell>
                  <TableCell>{translate(text('lastCount'))}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {o.venues.map((v) => (
                  <TableRow key={v.venueId} hover>
                    <TableCell>
                      <Button size="small" sx={{ p: 0, minWidth: 0, textAlign: 'left' }} aria-label={translate(text('open'), { name: v.name })} onClick={() => go(v.venueId)}>
                        {v.name}
                      </Button>
                    </TableCell>
                    <TableCell align="right">{v.productsOnHand}</TableCell>
                    <TableCell align="right">{money(v.value, o.currency)}</TableCell>
                    <TableCell align="right">{v.belowReorderPoint}</TableCell>
                    <TableCell>
                      {v.lastCountAt ? formatDate(v.lastCountAt) : translate(text('never'))} {v.countOverdue && <Chip size="small" color="warning" label={translate(text('overdue'))} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell align="right">
                      {canApply && (
                        <Button size="small" onClick={() => setApplying({ venueId: v.venueId, name: v.name })}>
                          {translate(text('applyTemplate'))}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {applying && (
              <FormDialog
                title={translate(text('applyTitle'), { name: applying.name })}
                defaultValues={{ templateId: '' }}
                onSave={async (v) => {
                  const result = await stockingTemplatesApi.apply({ id: v.templateId, venueId: applying.venueId });
                  notify(text('applied'), { type: 'success', messageArgs: { assigned: result.assigned, parLevels: result.parLevels } });
                  await client.invalidateQueries({ queryKey: ['pos', 'venueStocks', country] });
                  await client.invalidateQueries({ queryKey: venueStockKey(applying.venueId) });
                }}
                alwaysEnableSave
                onClose={() => setApplying(null)}
              >
                <SelectInput source="templateId" label={text('template')} choices={(templates.data ?? []).map((t) => ({ id: t.id, name: t.name }))} validate={required()} />
              </FormDialog>
            )}
          </TableContainer>
        )
      }
    </QueryView>
  );
}

/** Venue stock (/vp/pim/stock) and the country's venue stocks (/procurement/venue-stocks). */
export default function VenueStockScreen() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const selection = useSelection();
  const session = useSession();
  if (pathname.startsWith('/procurement/')) return <CountryStocks key={selection.countryId} country={selection.countryId} />;
  if (!selection.venueId) return <Alert severity="info">{translate(shared('states.noVenue'))}</Alert>;
  const country = (session.venues.find((v) => v.venueId === selection.venueId)?.country ?? selection.countryId) as CountryCode;
  return <VenueStock key={selection.venueId} venueId={selection.venueId} country={country} />;
}
