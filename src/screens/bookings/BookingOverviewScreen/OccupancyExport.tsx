import { useTranslate } from 'react-admin';
import type { venueDetailsApi } from '@generated/client/api/venueDetails';
import { XlsxExportButton } from '@/app/export';
import { formatDate } from '@/shared/format';
import { text } from './texts';

type VenueOccupancy = Awaited<ReturnType<typeof venueDetailsApi.bookingPercentageByVenues>>[number];

/** Export of the venues' occupancy on the date shown, as the table lists it: the booked share as a number of percent. */
export function OccupancyExport({ date, rows }: { date: string; rows: VenueOccupancy[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<VenueOccupancy>
      disabled={!rows.length}
      job={() => ({
        fileName: 'occupancy',
        fileDate: date,
        sheetName: `${translate(text('occupancy.venuesTitle'))} ${formatDate(date)}`,
        columns: [
          { header: translate(text('occupancy.venue')), kind: 'text' },
          { header: `${translate(text('occupancy.percentage'))} %`, kind: 'number' },
          { header: translate(text('occupancy.tables')), kind: 'text' },
          { header: translate(text('occupancy.bookings')), kind: 'number' },
          { header: translate(text('occupancy.guests')), kind: 'number' },
        ],
        rows,
        toCells: (list) => list.map((v) => [v.name, v.percentage, `${v.bookedTables} / ${v.totalTables}`, v.bookings, v.guests]),
      })}
    />
  );
}
