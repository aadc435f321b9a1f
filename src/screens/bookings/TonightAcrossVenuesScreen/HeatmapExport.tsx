import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import type { VenueMonth } from '@/shared/bookings/tonightAcrossVenues';
import { formatDate } from '@/shared/format';
import { text } from './texts';

/**
 * Export of the occupancy heatmap of the month shown: one row per venue, one column per day (its booked share a number
 * of percent, empty where the night has no tables, as the heatmap's dash) and the month's average last.
 */
export function HeatmapExport({ month, days, venues }: { month: string; days: string[]; venues: VenueMonth[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<VenueMonth>
      disabled={!venues.length}
      job={() => ({
        fileName: 'occupancy-by-day',
        sheetName: `${translate(text('tabs.heatmap'))} ${month.slice(5)}-${month.slice(0, 4)}`,
        columns: [
          { header: translate(text('heatmap.venue')), kind: 'text' },
          ...days.map((day) => ({ header: formatDate(day), kind: 'number' as const })),
          { header: `${translate(text('heatmap.average'))} %`, kind: 'number' },
        ],
        rows: venues,
        toCells: (list) =>
          list.map((venue) => {
            const byDate = new Map(venue.nights.map((night) => [night.date, night]));
            const share = (day: string) => {
              const night = byDate.get(day);
              return night?.totalTables ? night.percentage : null;
            };
            return [venue.name, ...days.map(share), venue.percentage];
          }),
      })}
    />
  );
}
