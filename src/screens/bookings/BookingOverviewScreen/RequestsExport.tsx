import { useLocaleState, useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { tagLabel } from '@/shared/bookings/tags';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { text } from './texts';

/** Export of the open requests as the queue shows them (its caseworker filter applied, every page), tags in words. */
export function RequestsExport({ rows, tags, timeZone }: { rows: BookingResult[]; tags: BookingTag[]; timeZone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <XlsxExportButton<BookingResult>
      disabled={!rows.length}
      job={() => ({
        fileName: 'booking-requests',
        sheetName: translate(text('tabs.requests')),
        timeZone,
        columns: [
          { header: translate(text('requests.when')), kind: 'datetime' },
          { header: translate(text('requests.guest')), kind: 'text' },
          { header: translate(text('requests.phone')), kind: 'text' },
          { header: translate(text('requests.email')), kind: 'text' },
          { header: translate(text('requests.tags')), kind: 'text' },
          { header: translate(text('requests.guests')), kind: 'number' },
          { header: translate(text('requests.section')), kind: 'text' },
          { header: translate(text('requests.message')), kind: 'text' },
          { header: translate(text('requests.caseworker')), kind: 'text' },
        ],
        rows,
        toCells: (list) =>
          list.map(({ booking: b, bookingCustomer, reservedSection, caseworkerName }) => [
            b.arrival,
            bookingCustomer?.name,
            bookingCustomer?.phoneNumber,
            bookingCustomer?.email,
            (b.tags ?? []).map((t) => tagLabel(t, tags, locale)).join(', '),
            b.guestCount,
            reservedSection?.name,
            b.customerMessage,
            caseworkerName ?? translate(text('requests.nobody')),
          ]),
      })}
    />
  );
}
