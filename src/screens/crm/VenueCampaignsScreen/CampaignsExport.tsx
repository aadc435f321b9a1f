import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { STATUS_GROUPS, type StatusGroup } from '@/shared/crm/campaignStateMachine';
import { common } from '../CrmCommon/texts';
import { sendDateCells, sendDateColumns } from './sendDateCells';
import { STATUS_ENUM, text } from './texts';
import type { CampaignSummary } from './types';

/** The server's largest page of campaigns. */
const PER_PAGE = 100;

/**
 * Export of one status group of the venue's campaigns as the table lists them (its search applied), every page, newest
 * change first. The send dates the table stacks in one cell are a date column each, so that they sort in Excel.
 */
export function CampaignsExport({ venueId, group, term, disabled }: { venueId: string; group: StatusGroup; term: string; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<CampaignSummary>
      disabled={disabled}
      job={() => ({
        fileName: 'venue-campaigns',
        sheetName: translate(text(`groups.${group}`)),
        columns: [
          { header: translate('resources.venueCampaigns.fields.title'), kind: 'text' },
          { header: translate(common('labels.status')), kind: 'text' },
          { header: translate(text('list.master')), kind: 'text' },
          ...sendDateColumns(translate, translate(text('list.sendDates'))),
          { header: translate(common('labels.updated')), kind: 'datetime' },
        ],
        perPage: PER_PAGE,
        fetchPage: async (page, perPage, signal) => {
          const data = await venueCampaignsApi.paginated({ venueId, page, pageSize: perPage, statuses: [...STATUS_GROUPS[group]], searchTerm: term || undefined }, { signal });
          return { rows: data.items, total: data.totalItems };
        },
        toCells: (rows) =>
          rows.map((c) => [
            c.title,
            translate(enumLabelKey(STATUS_ENUM, c.status)),
            c.masterName ?? translate(text('list.own')),
            ...sendDateCells(c),
            c.updatedAt,
          ]),
      })}
    />
  );
}
