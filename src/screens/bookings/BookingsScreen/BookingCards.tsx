import { Checkbox, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordCard, RecordCards } from '@/app/widgets/phone/RecordCards';
import { isLiveBooking } from '@/shared/bookings/states';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE, BOOKING_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import { TagChips } from '../../shared/BookingKit/TagPicker';
import { BookingRowActions, type RowActions } from './BookingRowActions';
import { guestsOf, timeRange } from './rowFormat';
import { text } from './texts';

interface BookingCardsProps {
  rows: BookingResult[];
  tags: BookingTag[];
  timeZone: string;
  selected: Set<string>;
  onToggle: (id: string) => void;
  actions: RowActions;
}

/** The night's bookings on a phone: one card each, with what the table's row shows and the same actions. */
export function BookingCards({ rows, tags, timeZone, selected, onToggle, actions }: BookingCardsProps) {
  const translate = useTranslate();
  return (
    <RecordCards label={translate(text('list.title'))}>
      {rows.map((r) => {
        const b = r.booking;
        const name = r.bookingCustomer?.name ?? '–';
        const place = r.reservedTable ? `${r.reservedTable.name} ${r.reservedSection?.name ?? ''}` : `${translate(text('list.noTable'))} · ${r.reservedSection?.name ?? ''}`;
        const staff = [r.caseworkerName && translate(text('list.caseworker'), { name: r.caseworkerName }), r.hostName && translate(text('list.host'), { name: r.hostName })].filter(Boolean);
        return (
          <RecordCard
            key={b.id}
            testId={`booking-${name}`}
            dimmed={!isLiveBooking(b)}
            lead={<Checkbox checked={selected.has(b.id)} onChange={() => onToggle(b.id)} sx={{ m: -1 }} slotProps={{ input: { 'aria-label': `${translate(text('list.select'))}: ${name}` } }} />}
            title={name}
            aside={timeRange(b, timeZone)}
            subtitle={[r.bookingCustomer?.phoneNumber, ...staff].filter(Boolean).join(' · ')}
            details={
              <>
                {b.isOvertime && <Chip size="small" color="error" label={translate(text('list.overtime'))} />}
                <Typography variant="body2">
                  {translate(text('list.guests'))}: {guestsOf(b, translate)} · {translate(text('list.table'))}: {place.trim()}
                </Typography>
                <StateChip enumKey={BOOKING_STATE} value={b.bookingState} />
                {b.arrivalState ? <StateChip enumKey={ARRIVAL_STATE} value={b.arrivalState} /> : null}
                <TagChips tags={b.tags ?? []} definitions={tags} />
              </>
            }
            actions={<BookingRowActions result={r} actions={actions} />}
          />
        );
      })}
    </RecordCards>
  );
}
