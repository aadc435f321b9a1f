import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Card, CardContent, InputAdornment, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '@/app/search/useDebouncedValue';
import { useSession } from '@/app/session/SessionProvider';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { errorStatus } from '@/data/httpErrors';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import { AnonymizeVenueAction } from './AnonymizeVenue';
import { GuestExport } from './GuestExport';
import { GuestTable } from './GuestTable';
import { text } from './texts';
import { useGuestSearch, useSearchState, type SearchMode } from './useGuestSearch';

function CountLine({ count, capped, pending }: { count: number | null | undefined; capped: boolean; pending: boolean }) {
  const translate = useTranslate();
  let line: string;
  if (pending || count === undefined || count === null) line = translate(text('count.counting'));
  else if (capped) line = translate(text('count.capped'), { count: count.toLocaleString('da-DK') });
  else line = translate(text('count.some'), { smart_count: count, count: count.toLocaleString('da-DK') });
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {line}
    </Typography>
  );
}

/** Guest search of the country chosen at the top: by name, email or phone; all guests, a venue's guests or the user's referrals. */
export default function GuestSearchScreen() {
  const translate = useTranslate();
  const countryId = useActiveCountry();
  const { venues, globalVenues } = useSession();
  const [state, update] = useSearchState();
  const [typed, setTyped] = useState(state.query);
  const debounced = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (debounced !== state.query) update({ query: debounced });
  }, [debounced, state.query, update]);

  const countryVenues = venues.filter((v) => v.country === countryId);
  const names = new Map([...globalVenues.map((v) => [v.id, v.name ?? v.id] as const), ...venues.map((v) => [v.venueId, v.name] as const)]);
  const venueName = (id: string | null) => (id ? (names.get(id) ?? id) : '');
  const { page, count, enabled } = useGuestSearch(countryId, state);
  const country = translate(`countries.${countryId}`);

  let results;
  if (!enabled) results = <Alert severity="info">{translate(text(countryVenues.length ? 'venue' : 'noVenues'))}</Alert>;
  else if (page.isPending) results = <LoadingScreen />;
  else if (page.isError) {
    results = <Alert severity={errorStatus(page.error) === 403 ? 'warning' : 'error'}>{errorStatus(page.error) === 403 ? translate(text('states.forbidden'), { country }) : translate(page.error.message, { _: page.error.message })}</Alert>;
  } else if (!page.data.items.length && state.page === 0) {
    results = <Typography color="text.secondary">{translate(text(state.mode === 'referrals' && !state.query ? 'states.emptyReferrals' : 'states.empty'))}</Typography>;
  } else {
    results = (
      <GuestTable
        rows={page.data.items}
        caption={translate(text('table.caption'), { country })}
        countryId={countryId}
        venueName={venueName}
        page={state.page}
        size={state.size}
        hasMore={page.data.hasMore}
        count={count.data?.count ?? null}
        capped={count.data?.countCapped ?? false}
        onPage={(next) => update({ page: next })}
        onSize={(size) => update({ size })}
      />
    );
  }

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              label={translate(text('search.label'))}
              placeholder={translate(text('search.placeholder'))}
              helperText={translate(text('search.hint'))}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              type="search"
              autoFocus
              sx={{ flex: 1 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { maxLength: 200 } }}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={state.mode}
              aria-label={translate(text('mode.label'))}
              onChange={(_e, mode: SearchMode | null) => mode && update({ mode, venueId: mode === 'venue' ? (state.venueId ?? countryVenues[0]?.venueId ?? null) : null })}
            >
              <ToggleButton value="all">{translate(text('mode.all'))}</ToggleButton>
              <ToggleButton value="venue">{translate(text('mode.venue'))}</ToggleButton>
              <ToggleButton value="referrals">{translate(text('mode.referrals'))}</ToggleButton>
            </ToggleButtonGroup>
            {state.mode === 'venue' && countryVenues.length > 0 && (
              <TextField select size="small" label={translate(text('venue'))} value={state.venueId ?? ''} onChange={(e) => update({ venueId: e.target.value })} sx={{ minWidth: 220 }}>
                {countryVenues.map((v) => (
                  <MenuItem key={v.venueId} value={v.venueId}>
                    {v.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {state.mode === 'venue' && <AnonymizeVenueAction venueId={state.venueId} />}
          </Stack>
          {enabled && !page.isError && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
              <CountLine count={count.data?.count} capped={count.data?.countCapped ?? false} pending={count.isPending || count.isFetching} />
              <GuestExport country={countryId} state={state} venueName={venueName} disabled={!page.data?.items.length} />
            </Stack>
          )}
          <Box>{results}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
