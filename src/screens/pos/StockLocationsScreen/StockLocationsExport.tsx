import { useTranslate } from 'react-admin';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

interface StorageLine {
  venue: string;
  storage: string;
  locations: string;
}

/** Export of where stock is kept as the cards show it: a line per storage of each POS venue, with the locations in it. */
export function StockLocationsExport({ venues }: { venues: PosVenueRecord[] }) {
  const translate = useTranslate();
  const lines: StorageLine[] = venues.flatMap((v) =>
    (v.storages ?? []).map((s) => ({
      venue: v.name,
      storage: s.storageName,
      locations: (v.locations ?? [])
        .filter((l) => l.storageId === s.storageId)
        .map((l) => l.name)
        .join(', '),
    })),
  );
  return (
    <XlsxExportButton<StorageLine>
      disabled={!lines.length}
      job={() => ({
        fileName: 'stock-locations',
        sheetName: translate('routes.procurement/stock-locations'),
        columns: [
          { header: translate('resources.posVenues.fields.venueId'), kind: 'text' },
          { header: translate('resources.posVenues.listItems.storages.storageName'), kind: 'text' },
          { header: translate(text('locations')), kind: 'text' },
        ],
        rows: lines,
        toCells: (list) => list.map((l) => [l.venue, l.storage, l.locations]),
      })}
    />
  );
}
