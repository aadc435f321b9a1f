import { useLocaleState, useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { tagLabel } from '@/shared/bookings/tags';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE, BOOKING_STATE } from '../../shared/BookingKit/StateChip';
import { text } from './texts';

/** Export of the night's bookings as the list shows them (its search and cancelled switch applied, by arrival). */
export function BookingExport({ rows, tags, timeZone, night }: { rows: BookingResult[]; tags: BookingTag[]; timeZone: string; night: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <XlsxExportButton<BookingResult>
      disabled={!rows.length}
      job={() => ({
        fileName: 'bookings',
        fileDate: night,
        sheetName: translate(text('list.title')),
        timeZone,
        columns: [
          { header: translate(text('list.time')), kind: 'datetime' },
          { header: translate(text('list.guests')), kind: 'number' },
          { header: translate(text('list.arrivedGuests')), kind: 'number' },
          { header: translate(text('list.guest')), kind: 'text' },
          { header: translate(text('list.phone')), kind: 'text' },
          { header: translate(text('list.table')), kind: 'text' },
          { header: translate(text('list.section')), kind: 'text' },
          { header: translate(text('list.state')), kind: 'text' },
          { header: translate(text('list.tags')), kind: 'text' },
          { header: translate(text('list.staff')), kind: 'text' },
        ],
        rows,
        toCells: (list) =>
          list.map(({ booking: b, bookingCustomer, reservedTable, reservedSection, caseworkerName, hostName }) => [
            b.arrival,
            b.guestCount,
            b.arrivedGuests ?? 0,
            bookingCustomer?.name,
            bookingCustomer?.phoneNumber,
            reservedTable?.name ?? translate(text('list.noTable')),
            reservedSection?.name,
            [b.bookingState ? translate(enumLabelKey(BOOKING_STATE, b.bookingState)) : null, b.arrivalState ? translate(enumLabelKey(ARRIVAL_STATE, b.arrivalState)) : null].filter(Boolean).join(', '),
            (b.tags ?? []).map((t) => tagLabel(t, tags, locale)).join(', '),
            [caseworkerName && translate(text('list.caseworker'), { name: caseworkerName }), hostName && translate(text('list.host'), { name: hostName })].filter(Boolean).join(' · '),
          ]),
      })}
    />
  );
}
