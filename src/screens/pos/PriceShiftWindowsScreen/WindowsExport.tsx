import { useTranslate } from 'react-admin';
import type { PriceShiftWindowRecord } from '@generated/shared/types/priceShiftWindows';
import { XlsxExportButton } from '@/app/export';

const f = (field: string) => `resources.priceShiftWindows.fields.${field}`;

/**
 * Export of the venue's price shift windows as the table lists them: the price group by name, the weekdays as the
 * table abbreviates them, the times and validity dates as times and dates, and whether the window is on.
 */
export function WindowsExport({ windows, groupName, weekday }: { windows: PriceShiftWindowRecord[]; groupName: (id: string) => string; weekday: (d: number) => string }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<PriceShiftWindowRecord>
      disabled={!windows.length}
      job={() => ({
        fileName: 'price-shift-windows',
        sheetName: translate('resources.priceShiftWindows.name', { smart_count: 2 }),
        columns: [
          { header: translate(f('name')), kind: 'text' },
          { header: translate(f('priceGroupId')), kind: 'text' },
          { header: translate(f('weekdays')), kind: 'text' },
          { header: translate(f('fromTime')), kind: 'time' },
          { header: translate(f('toTime')), kind: 'time' },
          { header: translate(f('validFrom')), kind: 'date' },
          { header: translate(f('validTo')), kind: 'date' },
          { header: translate(f('isActive')), kind: 'boolean' },
        ],
        rows: windows,
        toCells: (rows) => rows.map((w) => [w.name, groupName(w.priceGroupId), (w.weekdays ?? []).map(weekday).join(', '), w.fromTime, w.toTime, w.validFrom, w.validTo, w.isActive !== false]),
      })}
    />
  );
}
