import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import type { VenueTonight } from '@/shared/bookings/tonightAcrossVenues';
import { text } from './texts';

/**
 * Export of the tonight board as its cards show it, one row per venue in the board's order: the venue's night, covers
 * and requests as numbers, the booked share a number of percent, and the notes that close online booking.
 */
export function TonightExport({ venues }: { venues: VenueTonight[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<VenueTonight>
      disabled={!venues.length}
      job={() => ({
        fileName: 'tonight-across-venues',
        sheetName: translate(text('tabs.tonight')),
        columns: [
          { header: translate(text('heatmap.venue')), kind: 'text' },
          { header: translate(text('export.night')), kind: 'date' },
          { header: translate(text('export.coversBooked')), kind: 'number' },
          { header: translate(text('tonight.covers')), kind: 'number' },
          { header: `${translate(text('tonight.occupancy'))} %`, kind: 'number' },
          { header: translate(text('export.tables')), kind: 'text' },
          { header: translate(text('tonight.bookings')), kind: 'number' },
          { header: translate(text('tonight.requests')), kind: 'number' },
          { header: translate(text('tonight.closed')), kind: 'text' },
        ],
        rows: venues,
        toCells: (list) =>
          list.map((v) => [v.name, v.night, v.coversBooked, v.coversArrived, v.percentage, `${v.bookedTables} / ${v.totalTables}`, v.bookings, v.requestsWaiting, v.closingNotes.join('\n')]),
      })}
    />
  );
}
