import { useTranslate } from 'react-admin';
import { BookingResultsExport, useTagWords } from '../../shared/BookingKit/BookingResultsExport';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { text } from './texts';

/** Export of the open requests as the queue shows them (its caseworker filter applied, every page), tags in words. */
export function RequestsExport({ rows, tags, timeZone }: { rows: BookingResult[]; tags: BookingTag[]; timeZone: string }) {
  const translate = useTranslate();
  const tagWords = useTagWords(tags);
  return (
    <BookingResultsExport
      fileName="booking-requests"
      sheetName={translate(text('tabs.requests'))}
      rows={rows}
      timeZone={timeZone}
      columns={[
        { header: translate(text('requests.when')), kind: 'datetime', value: (r) => r.booking.arrival },
        { header: translate(text('requests.guest')), kind: 'text', value: (r) => r.bookingCustomer?.name },
        { header: translate(text('requests.phone')), kind: 'text', value: (r) => r.bookingCustomer?.phoneNumber },
        { header: translate(text('requests.email')), kind: 'text', value: (r) => r.bookingCustomer?.email },
        { header: translate(text('requests.tags')), kind: 'text', value: tagWords },
        { header: translate(text('requests.guests')), kind: 'number', value: (r) => r.booking.guestCount },
        { header: translate(text('requests.section')), kind: 'text', value: (r) => r.reservedSection?.name },
        { header: translate(text('requests.message')), kind: 'text', value: (r) => r.booking.customerMessage },
        { header: translate(text('requests.caseworker')), kind: 'text', value: (r) => r.caseworkerName ?? translate(text('requests.nobody')) },
      ]}
    />
  );
}
