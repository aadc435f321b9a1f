import { useDataProvider, useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import { STATUS_ENUM, type EodReport } from './types';

/** Export of every end-of-day report of the venue, newest first as listed, not only the page shown. */
export function EodReportsExport({ venueId, currency, disabled }: { venueId: string; currency: string; disabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  return (
    <XlsxExportButton<EodReport>
      disabled={disabled}
      job={() => ({
        fileName: 'eod-reports',
        sheetName: translate('routes.vp/lists/eodReports'),
        columns: [
          { header: translate(text('list.date')), kind: 'date' },
          { header: translate(text('list.status')), kind: 'text' },
          { header: translate(text('list.revenue')), kind: 'money' },
          { header: translate(text('list.guests')), kind: 'number' },
          { header: translate(text('list.sent')), kind: 'datetime' },
        ],
        fetchPage: async (page, perPage, signal) => {
          const { data, total } = await dataProvider.getList<EodReport>('eodReports', { pagination: { page, perPage }, sort: { field: 'date', order: 'DESC' }, filter: {}, meta: { venueId }, signal });
          return { rows: data, total };
        },
        toCells: (rows) =>
          rows.map((r) => [
            r.date,
            [translate(enumLabelKey(STATUS_ENUM, r.status)), r.late ? translate(text('list.late')) : null].filter(Boolean).join(', '),
            r.revenue === null || r.revenue === undefined ? null : { minor: r.revenue, currency },
            r.guests,
            r.sentAt,
          ]),
      })}
    />
  );
}
