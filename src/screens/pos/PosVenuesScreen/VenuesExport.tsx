import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

export interface VenueLine {
  name: string;
  /** Set up for the tills. */
  ready: boolean;
  storages: number | null;
  locations: number | null;
}

/** Export of the country's venues as the list shows them, by name: set up for the tills or not in words, and a POS venue's storages and locations. */
export function VenuesExport({ lines }: { lines: VenueLine[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<VenueLine>
      disabled={!lines.length}
      job={() => ({
        fileName: 'pos-venues',
        sheetName: translate('routes.procurement/poc/venues'),
        columns: [
          { header: translate(text('list.venue')), kind: 'text' },
          { header: translate(text('list.status')), kind: 'text' },
          { header: translate(text('list.storages')), kind: 'number' },
          { header: translate(text('list.locations')), kind: 'number' },
        ],
        rows: lines,
        toCells: (list) => list.map((v) => [v.name, translate(text(v.ready ? 'list.ready' : 'list.notReady')), v.storages, v.locations]),
      })}
    />
  );
}
