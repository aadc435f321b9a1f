import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { enumChoices } from '@/app/enums';
import { ArrivalsDialog, type Arrival } from '../../shared/BookingKit/ArrivalsDialog';
import type { BookingResult } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE } from '../../shared/BookingKit/StateChip';
import { text } from './texts';

/**
 * Registers guests as they arrive, all at once or in parts (PATCH .../arrived/{n} with a note), corrects earlier
 * arrivals (PATCH .../update-arrived/{arrivalId}) and sets the arrival state (seated, delayed, no show, rejected).
 */
export function ArrivalDialog({ result, timeZone, onChanged, onClose }: { result: BookingResult; timeZone: string; onChanged: (r: BookingResult) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [current, setCurrent] = useState(result);
  const b = current.booking;
  const total = b.guestCount ?? 0;
  const arrived = b.arrivedGuests ?? 0;
  const apply = (r: unknown) => {
    const next = r as BookingResult;
    setCurrent(next);
    onChanged(next);
  };
  const texts = {
    title: translate(text('arrival.title'), { name: current.bookingCustomer?.name ?? current.reservedTable?.name ?? '' }),
    summary: translate(text('arrival.summary'), { arrived, total }),
    count: translate(text('arrival.count')),
    note: translate(text('arrival.note')),
    register: translate(text('arrival.register')),
    registered: text('arrival.registered'),
    earlier: translate(text('arrival.earlier')),
    arrivedThen: translate(text('arrival.arrivedThen')),
    update: translate(text('arrival.update')),
  };
  return (
    <ArrivalsDialog
      texts={texts}
      arrivals={(b.arrivals ?? []) as Arrival[]}
      expected={total - arrived}
      timeZone={timeZone}
      register={async (count, note) => apply(await bookingsApi.arrived({ id: b.id, numberOfGuests: count, body: { note } }))}
      update={async (arrivalId, count, note) => apply(await bookingsApi.updateArrived({ id: b.id, arrivalId, body: { numPeopleArrived: count, note } }))}
      onClose={onClose}
    >
      {(run) => (
        <TextField
          select
          size="small"
          fullWidth
          label={translate(text('arrival.state'))}
          value={b.arrivalState ?? 0}
          onChange={(e) => run(async () => apply(await bookingsApi.arrivalState({ id: b.id, body: { arrivalState: Number(e.target.value) as 0 } })))}
          sx={{ mt: 2 }}
        >
          {enumChoices(ARRIVAL_STATE).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {translate(c.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ArrivalsDialog>
  );
}
