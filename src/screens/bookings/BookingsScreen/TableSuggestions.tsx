import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Alert, Box, Checkbox, Chip, FormControlLabel, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import { errorMessage } from '@/data/httpErrors';
import { useNumbers } from '@/i18n/useNumbers';
import { localTime } from '../../shared/BookingKit/night';
import { ScoreBreakdown } from '../../shared/BookingKit/ScoreBreakdown';
import { kit } from '../../shared/BookingKit/texts';
import type { VenueClock } from '@/shared/bookings/night';
import { renderViolationText, type ViolationText } from '@/shared/bookings/violationTexts';
import { TableAlternatives, type AlternativeChoice, type ScoredTable } from './TableAlternatives';
import { text, type TextKey } from './texts';


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
  /** Another section's table or another time, offered when this section has no free table. */
  onAlternative: (choice: AlternativeChoice) => void;
  error?: string;
}

/**
 * The section's tables scored for the booking (GET .../tables/section/{sectionId}), best first, each with why it got
 * its score. Tables that cannot be booked show why; a table with soft warnings can be chosen once the warnings are
 * accepted. When no table is free, the other sections' best tables and the nearest free times are offered.
 */
export function TableSuggestions({ venueId, sectionId, guestCount, arrival, departure, bookingId, clock, value, onChange, accepted, onAccept, onAlternative, error }: Props) {
  const translate = useTranslate();
  const { decimal } = useNumbers();
  const [explained, setExplained] = useState<string | null>(null);
  const enabled = Boolean(sectionId && guestCount >= 1 && arrival);
  const query = useQuery({
    queryKey: ['bookings', venueId, 'suggest', sectionId, guestCount, arrival, departure, bookingId ?? ''],
    queryFn: () =>
      venueSectionsApi.tables({ sectionId, 'guest-count': guestCount, arrival: arrival!, ...(departure ? { departure } : {}), ...(bookingId ? { 'existing-booking-id': bookingId } : {}), 'accept-soft-warnings': true }),
    enabled,
  });
  const chosen = query.data?.find((t) => t.table.id === value) ?? null;
  const full = Boolean(query.data?.length) && !query.data!.some((t) => t.available) && !chosen;
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
          const open = explained === t.table.id;
          const whyId = `why-${t.table.id}`;
          return (
            <Fragment key={t.table.id}>
              <ListItem
                disablePadding
                secondaryAction={
                  t.score !== null && (
                    <IconButton edge="end" size="small" aria-label={translate(text('form.why'), { table: t.table.name })} aria-expanded={open} aria-controls={whyId} onClick={() => setExplained(open ? null : t.table.id)}>
                      <HelpOutlineIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemButton
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
                        {t.score !== null && <Chip size="small" variant="outlined" label={translate(text('form.score'), { score: decimal(t.score) })} />}
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
              </ListItem>
              {open && (
                <ListItem sx={{ pt: 0 }}>
                  <ScoreBreakdown id={whyId} parts={t.scoreParts} score={t.score} />
                </ListItem>
              )}
            </Fragment>
          );
        })}
      </List>
      {full && arrival && <TableAlternatives venueId={venueId} sectionId={sectionId} guestCount={guestCount} arrival={arrival} departure={departure} bookingId={bookingId} clock={clock} onChoose={onAlternative} />}
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
