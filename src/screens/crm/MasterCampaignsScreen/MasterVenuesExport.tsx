import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { common } from '../CrmCommon/texts';
import { sendDateCells, sendDateColumns } from '../VenueCampaignsScreen/sendDateCells';
import { text } from './texts';
import type { MasterVenueCampaign } from './types';

/** Export of a master's venue campaigns as its Venues tab lists them, the sheet named after the master. */
export function MasterVenuesExport({ masterName, campaigns }: { masterName: string; campaigns: MasterVenueCampaign[] | undefined }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<MasterVenueCampaign>
      disabled={!campaigns?.length}
      job={() => ({
        fileName: 'master-campaign-venues',
        sheetName: masterName,
        columns: [
          { header: translate(common('labels.venue')), kind: 'text' },
          { header: translate(common('labels.status')), kind: 'text' },
          ...sendDateColumns(translate, translate(text('venues.sendDates'))),
          { header: translate('resources.venueCampaigns.fields.rejectedComment'), kind: 'text' },
          { header: translate(common('labels.updated')), kind: 'datetime' },
        ],
        rows: campaigns ?? [],
        toCells: (rows) =>
          rows.map((c) => [c.venueName, translate(enumLabelKey('venueCampaigns.venueCampaignStatus', c.status)), ...sendDateCells(c), c.rejectedComment, c.updatedAt]),
      })}
    />
  );
}
