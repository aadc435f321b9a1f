import { useTranslate } from 'react-admin';
import type { ZReportRecord } from '@generated/shared/types/zReports';
import { XlsxExportButton } from '@/app/export';

const f = (field: string) => `resources.zReports.fields.${field}`;
const MONEY = ['grossSales', 'netSales', 'taxTotal', 'tips'] as const;

/** Export of the month's Z reports as the table lists them: money in major units in the venue's currency. */
export function ZReportsExport({ month, reports }: { month: string; reports: ZReportRecord[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<ZReportRecord>
      disabled={!reports.length}
      job={() => ({
        fileName: 'z-reports',
        sheetName: `${translate('resources.zReports.name', { smart_count: 2 })} ${month.slice(5)}-${month.slice(0, 4)}`,
        columns: [
          { header: translate(f('reportNumber')), kind: 'number' },
          { header: translate(f('businessDate')), kind: 'date' },
          ...MONEY.map((k) => ({ header: translate(f(k)), kind: 'money' as const })),
          { header: translate(f('transactionCount')), kind: 'number' },
        ],
        rows: reports,
        toCells: (rows) => rows.map((r) => [r.reportNumber, r.businessDate, ...MONEY.map((k) => ({ minor: r[k] ?? 0, currency: r.currency })), r.transactionCount]),
      })}
    />
  );
}
