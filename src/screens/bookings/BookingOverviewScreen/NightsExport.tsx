import { useLocale, useTranslate } from 'react-admin';
import type { venueDetailsApi } from '@generated/client/api/venueDetails';
import { XlsxExportButton } from '@/app/export';
import { monthName } from '@/shared/monthName';
import { text } from './texts';

type Night = Awaited<ReturnType<typeof venueDetailsApi.bookingPercentage>>['nights'][number];

/** Export of the month's nights as the tiles show them: a row per night, the booked share as a number of percent. */
export function NightsExport({ month, nights }: { month: string; nights: Night[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const [year, monthNo] = month.split('-').map(Number);
  return (
    <XlsxExportButton<Night>
      disabled={!nights.length}
      job={() => ({
        fileName: 'occupancy-nights',
        fileDate: month,
        sheetName: `${translate(text('tabs.occupancy'))} ${monthName(monthNo, locale)} ${year}`,
        columns: [
          { header: translate(text('occupancy.date')), kind: 'date' },
          { header: `${translate(text('occupancy.percentage'))} %`, kind: 'number' },
          { header: translate(text('occupancy.tables')), kind: 'text' },
          { header: translate(text('occupancy.guests')), kind: 'number' },
        ],
        rows: nights,
        toCells: (list) => list.map((n) => [n.date, n.percentage, `${n.bookedTables} / ${n.totalTables}`, n.guests]),
      })}
    />
  );
}
