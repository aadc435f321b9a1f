import { useTranslate } from 'react-admin';
import { meetingInstancesApi } from '@generated/client/api/meetingInstances';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { usePeriodLabel } from '@/app/meetings/usePeriodLabel';
import { STATUS_ENUM } from './StatusChip';
import { text } from './texts';
import type { Status } from './useMeetings';

type Instance = Awaited<ReturnType<typeof meetingInstancesApi.getByVenue>>['items'][number];

/** Export of the venue's meetings as the list shows them: its status filter, every page, newest first, in the venue's time. */
export function InstancesExport({ venueId, status, timeZone, disabled }: { venueId: string; status: Status | ''; timeZone: string; disabled: boolean }) {
  const translate = useTranslate();
  const label = usePeriodLabel();
  return (
    <XlsxExportButton<Instance>
      disabled={disabled}
      job={() => ({
        fileName: 'meetings',
        sheetName: status ? `${translate('routes.vp/meetings')} - ${translate(enumLabelKey(STATUS_ENUM, status))}` : translate('routes.vp/meetings'),
        timeZone,
        columns: [
          { header: translate(text('columns.period')), kind: 'text' },
          { header: translate(text('columns.meeting')), kind: 'text' },
          { header: translate(text('columns.type')), kind: 'text' },
          { header: translate(text('columns.status')), kind: 'text' },
          { header: translate(text('columns.facilitator')), kind: 'text' },
          { header: translate(text('columns.when')), kind: 'datetime' },
        ],
        // The server gives at most 100 a page.
        perPage: 100,
        fetchPage: async (page, perPage, signal) => {
          const result = await meetingInstancesApi.getByVenue({ venueId, status: status || undefined, page, perPage }, { signal });
          return { rows: result.items, total: result.totalItems };
        },
        toCells: (rows) =>
          rows.map((i) => [
            label(i.meeting.type, i.whenYear, i.period),
            i.meeting.title,
            translate(enumLabelKey('meetings.meetingType', i.meeting.type ?? 'Weekly')),
            translate(enumLabelKey(STATUS_ENUM, i.status)),
            i.facilitator,
            i.when,
          ]),
      })}
    />
  );
}
