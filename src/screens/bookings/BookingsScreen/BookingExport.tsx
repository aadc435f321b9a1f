import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { BookingResultsExport, useTagWords } from '../../shared/BookingKit/BookingResultsExport';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE, BOOKING_STATE } from '../../shared/BookingKit/StateChip';
import { text } from './texts';

/** Export of the night's bookings as the list shows them (its search and cancelled switch applied, by arrival). */
export function BookingExport({ rows, tags, timeZone, night }: { rows: BookingResult[]; tags: BookingTag[]; timeZone: string; night: string }) {
  const translate = useTranslate();
  const tagWords = useTagWords(tags);
  const state = ({ booking: b }: BookingResult) =>
    [b.bookingState ? translate(enumLabelKey(BOOKING_STATE, b.bookingState)) : null, b.arrivalState ? translate(enumLabelKey(ARRIVAL_STATE, b.arrivalState)) : null].filter(Boolean).join(', ');
  const staff = ({ caseworkerName, hostName }: BookingResult) =>
    [caseworkerName && translate(text('list.caseworker'), { name: caseworkerName }), hostName && translate(text('list.host'), { name: hostName })].filter(Boolean).join(' · ');
  return (
    <BookingResultsExport
      fileName="bookings"
      fileDate={night}
      sheetName={translate(text('list.title'))}
      rows={rows}
      timeZone={timeZone}
      columns={[
        { header: translate(text('list.time')), kind: 'datetime', value: (r) => r.booking.arrival },
        { header: translate(text('list.guests')), kind: 'number', value: (r) => r.booking.guestCount },
        { header: translate(text('list.arrivedGuests')), kind: 'number', value: (r) => r.booking.arrivedGuests ?? 0 },
        { header: translate(text('list.guest')), kind: 'text', value: (r) => r.bookingCustomer?.name },
        { header: translate(text('list.phone')), kind: 'text', value: (r) => r.bookingCustomer?.phoneNumber },
        { header: translate(text('list.table')), kind: 'text', value: (r) => r.reservedTable?.name ?? translate(text('list.noTable')) },
        { header: translate(text('list.section')), kind: 'text', value: (r) => r.reservedSection?.name },
        { header: translate(text('list.state')), kind: 'text', value: state },
        { header: translate(text('list.tags')), kind: 'text', value: tagWords },
        { header: translate(text('list.staff')), kind: 'text', value: staff },
      ]}
    />
  );
}
