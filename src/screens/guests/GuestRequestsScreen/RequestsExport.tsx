import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import type { GuestRequest } from './useGuestRequests';

/** Export of the register as listed: the filters applied, soonest due first, each guest by name as the list shows it. */
export function RequestsExport({ requests }: { requests: GuestRequest[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<GuestRequest>
      disabled={!requests.length}
      job={() => ({
        fileName: 'guest-requests',
        sheetName: translate(text('list.caption')),
        columns: [
          { header: translate('resources.guestRequests.fields.guestId'), kind: 'text' },
          { header: translate('resources.guestRequests.fields.type'), kind: 'text' },
          { header: translate('resources.guestRequests.fields.status'), kind: 'text' },
          { header: translate('resources.guestRequests.fields.country'), kind: 'text' },
          { header: translate('resources.guestRequests.fields.receivedOn'), kind: 'date' },
          { header: translate('resources.guestRequests.fields.dueOn'), kind: 'date' },
          { header: translate(text('list.overdue')), kind: 'boolean' },
          { header: translate('resources.guestRequests.fields.handledBy'), kind: 'text' },
          { header: translate('resources.guestRequests.fields.refusalReason'), kind: 'text' },
        ],
        rows: requests,
        toCells: (list) =>
          list.map((r) => [
            r.guestName ?? r.guestId,
            translate(enumLabelKey('guestRequests.guestRequestType', r.type)),
            translate(enumLabelKey('guestRequests.guestRequestStatus', r.status)),
            translate(`countries.${r.country}`),
            r.receivedOn,
            r.dueOn,
            Boolean(r.overdue),
            r.handledByName,
            r.refusalReason,
          ]),
      })}
    />
  );
}
