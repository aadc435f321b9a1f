import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import type { VenueClock } from '@/shared/bookings/night';
import { errorMessage } from '@/data/httpErrors';
import { localTime } from '../../shared/BookingKit/night';
import { text } from './texts';

/** A table of a section scored for a booking, as the suggestions and the alternatives list it. */
export type ScoredTable = Awaited<ReturnType<typeof venueSectionsApi.tables>>[number];

export interface AlternativeChoice {
  sectionId: string;
  table: ScoredTable;
  /** A new arrival (and departure) when the choice is another time. */
  arrival?: string;
  departure?: string | null;
}

interface Props {
  venueId: string;
  sectionId: string;
  guestCount: number;
  arrival: string;
  departure: string | null;
  bookingId?: string;
  clock: VenueClock;
  onChoose: (choice: AlternativeChoice) => void;
}

/**
 * When the section has no free table for the booking (a request that cannot be accepted as it is): the best free tables
 * of the other sections at that time and the nearest times, up to two hours either way, with a free table here.
 */
export function TableAlternatives({ venueId, sectionId, guestCount, arrival, departure, bookingId, clock, onChoose }: Props) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['bookings', venueId, 'alternatives', sectionId, guestCount, arrival, departure, bookingId ?? ''],
    queryFn: () => venueSectionsApi.alternatives({ sectionId, 'guest-count': guestCount, arrival, ...(departure ? { departure } : {}), ...(bookingId ? { 'existing-booking-id': bookingId } : {}) }),
  });
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  if (!query.data) return null;
  const { sections, times } = query.data;
  return (
    <Alert severity="info" sx={{ mt: 1 }} role="region" aria-label={translate(text('form.full'))}>
      <Typography variant="body2">{translate(text('form.full'))}</Typography>
      {!sections.length && !times.length && <Typography variant="body2">{translate(text('form.noAlternatives'))}</Typography>}
      {sections.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate(text('form.otherSections'))}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {sections.flatMap((s) =>
              s.tables.map((t) => (
                <Button key={t.table.id} size="small" variant="outlined" onClick={() => onChoose({ sectionId: s.sectionId, table: t })}>
                  {translate(text('form.otherTable'), { table: t.table.name, section: s.name, seats: t.table.seatCount })}
                </Button>
              )),
            )}
          </Stack>
        </>
      )}
      {times.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate(text('form.otherTimes'))}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {[...times]
              .sort((a, b) => a.arrival.localeCompare(b.arrival))
              .map((slot) => (
                <Button key={slot.arrival} size="small" variant="outlined" onClick={() => onChoose({ sectionId, table: slot.tables[0], arrival: slot.arrival, departure: slot.departure })}>
                  {translate(text('form.otherTime'), { time: localTime(slot.arrival, clock), table: slot.tables[0].table.name })}
                </Button>
              ))}
          </Stack>
        </>
      )}
    </Alert>
  );
}
