import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { sendDateCells, sendDateColumns } from './sendDateCells';
import { text } from './texts';
import type { CampaignSummary } from './types';

/** Export of the approval queue as head office sees it: every waiting campaign, the longest waiting first. */
export function QueueExport({ campaigns }: { campaigns: CampaignSummary[] | undefined }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<CampaignSummary>
      disabled={!campaigns?.length}
      job={() => ({
        fileName: 'campaign-approval-queue',
        sheetName: translate(text('queue.tab')),
        columns: [
          { header: translate('resources.venueCampaigns.fields.title'), kind: 'text' },
          { header: translate('resources.venueCampaigns.fields.venueId'), kind: 'text' },
          { header: translate(text('queue.submitted')), kind: 'datetime' },
          ...sendDateColumns(translate, translate(text('list.sendDates'))),
          { header: translate('resources.venueCampaigns.fields.submitComment'), kind: 'text' },
        ],
        rows: campaigns ?? [],
        toCells: (rows) => rows.map((c) => [c.title, c.venueName, c.submittedAt, ...sendDateCells(c), c.submitComment]),
      })}
    />
  );
}
