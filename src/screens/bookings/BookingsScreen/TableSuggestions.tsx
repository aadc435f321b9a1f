import { Alert, Box, Checkbox, Chip, FormControlLabel, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { errorMessage } from '../../shared/BookingKit/httpErrors';
import { localTime } from '../../shared/BookingKit/night';
import { kit } from '../../shared/BookingKit/texts';
import type { VenueClock } from '@/shared/bookings/night';
import { renderViolationText, type ViolationText } from '@/shared/bookings/violationTexts';
import { text, type TextKey } from './texts';

export type ScoredTable = Awaited<ReturnType<typeof venueSectionsApi.tables>>[number];

interface Props {
  venueId: string;
  sectionId: string;
  guestCount: number;
  arrival: string | null;
  departure: string | null;
  bookingId?: string;
  clock: VenueClock;
  value: string;
  onChange: (tableId: string, table: ScoredTable | null) => void;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  error?: string;
}

/**
 * The section's tables scored for the booking (GET .../tables/section/{sectionId}), best first. Tables that cannot be
 * booked show why; a table with soft warnings can be chosen once the warnings are accepted.
 */
export function TableSuggestions({ venueId, sectionId, guestCount, arrival, departure, bookingId, clock, value, onChange, accepted, onAccept, error }: Props) {
  const translate = useTranslate();
  const enabled = Boolean(sectionId && guestCount >= 1 && arrival);
  const query = useQuery({
    queryKey: ['bookings', venueId, 'suggest', sectionId, guestCount, arrival, departure, bookingId ?? ''],
    queryFn: () =>
      venueSectionsApi.tables({ sectionId, 'guest-count': guestCount, arrival: arrival!, ...(departure ? { departure } : {}), ...(bookingId ? { 'existing-booking-id': bookingId } : {}), 'accept-soft-warnings': true }),
    enabled,
  });
  const chosen = query.data?.find((t) => t.table.id === value) ?? null;
  const warnings = chosen ? [...chosen.softWarnings, ...chosen.warnings] : [];
  const say = (text: ViolationText) => renderViolationText(text, (key, values) => translate(kit(`violations.${key}`), values));
  return (
    <Box role="group" aria-labelledby="table-suggestions-title">
      <Typography id="table-suggestions-title" variant="subtitle2">
        {translate(text('form.suggestions'))}
      </Typography>
      {!enabled && (
        <Typography variant="body2" color="text.secondary">
          {translate(text('form.suggestionsHint'))}
        </Typography>
      )}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {query.data && !query.data.length && (
        <Typography variant="body2" color="text.secondary">
          {translate(text('form.noSuggestions'))}
        </Typography>
      )}
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
      <List dense sx={{ maxHeight: 260, overflow: 'auto' }} aria-label={translate(text('form.suggestions'))}>
        {query.data?.map((t) => {
          const selected = t.table.id === value;
          const reason = t.reason ? translate(text(`form.reasons.${t.reason}` as TextKey)) : null;
          return (
            <ListItemButton
              key={t.table.id}
              selected={selected}
              disabled={Boolean(t.reason && t.reason !== 'softLimit') && !selected}
              onClick={() => onChange(selected ? '' : t.table.id, selected ? null : t)}
              aria-pressed={selected}
              data-testid={`suggestion-${t.table.name}`}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong>{t.table.name}</strong>
                    <span>{translate(text('form.seats'), { count: t.table.seatCount })}</span>
                    {t.score !== null && <Chip size="small" variant="outlined" label={translate(text('form.score'), { score: t.score })} />}
                    {reason && <Chip size="small" color={t.reason === 'softLimit' ? 'warning' : 'default'} label={reason} />}
                    {t.softWarnings.length > 0 && !reason && <Chip size="small" color="warning" label={translate(text('form.warnings'))} />}
                  </Stack>
                }
                secondary={[
                  t.table.isCombinationTable ? translate(text('form.combination'), { parts: t.table.partNames.join(' + ') }) : null,
                  ...t.bookedBy.map((b) => translate(text('form.bookedBy'), { from: localTime(b.arrival, clock), to: localTime(b.departure, clock) || '…', name: b.guestName ?? '' })),
                  ...t.hardLimits.map((v) => say(v.text)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          );
        })}
      </List>
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{translate(text('form.warnings'))}</Typography>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {warnings.map((w, i) => (
              <li key={i}>{say(w.text)}</li>
            ))}
          </ul>
          {chosen!.softWarnings.length > 0 && (
            <FormControlLabel control={<Checkbox checked={accepted} onChange={(e) => onAccept(e.target.checked)} />} label={translate(text('form.acceptWarnings'))} />
          )}
        </Alert>
      )}
    </Box>
  );
}
