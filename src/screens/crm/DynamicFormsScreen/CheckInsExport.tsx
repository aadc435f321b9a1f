import { useTranslate } from 'react-admin';
import type { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { XlsxExportButton } from '@/app/export';
import { common } from '../CrmCommon/texts';
import { text } from './texts';

type VenueCheckIn = Awaited<ReturnType<typeof dynamicFormsApi.venues>>[number];

/** Export of the venues with their published forms and check-ins over the last 30 days, as the tab lists them. */
export function CheckInsExport({ venues }: { venues: VenueCheckIn[] | undefined }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<VenueCheckIn>
      disabled={!venues?.length}
      job={() => ({
        fileName: 'dynamic-form-check-ins',
        sheetName: translate(text('tabs.venues')),
        columns: [
          { header: translate(common('labels.venue')), kind: 'text' },
          { header: translate(text('venues.country')), kind: 'text' },
          { header: translate(text('venues.forms')), kind: 'text' },
          { header: translate(text('venues.checkIns')), kind: 'number' },
        ],
        rows: venues ?? [],
        toCells: (rows) => rows.map((v) => [v.name, v.country ? translate(`countries.${v.country}`) : null, v.forms.map((f) => f.name).join(', '), v.checkInsLast30Days]),
      })}
    />
  );
}
