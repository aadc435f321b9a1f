import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey, type EnumKey } from '@/app/enums';
import { GUEST_ARRIVAL_STATE, GUEST_REQUEST_STATE } from '../../shared/BookingKit/StateChip';
import { arrivedOf } from './arrivedOf';
import type { GuestItem } from './GuestDialogs';
import { text } from './texts';

/** Export of the night's guest list as shown (its name search applied, every page): party and arrived, states in words. */
export function GuestListExport({ rows, night }: { rows: GuestItem[]; night: string }) {
  const translate = useTranslate();
  const state = (key: EnumKey, value: number | null | undefined) => (value === null || value === undefined ? null : translate(enumLabelKey(key, value)));
  return (
    <XlsxExportButton<GuestItem>
      disabled={!rows.length}
      job={() => ({
        fileName: 'guest-list',
        fileDate: night,
        sheetName: `${translate('routes.marcom/marcom/guest-list')} ${night.slice(8)}-${night.slice(5, 7)}-${night.slice(0, 4)}`,
        columns: [
          { header: translate(text('list.name')), kind: 'text' },
          { header: translate(text('add.phone')), kind: 'text' },
          { header: translate(text('add.email')), kind: 'text' },
          { header: translate(text('list.guests')), kind: 'number' },
          { header: translate(text('checkIn.earlier')), kind: 'number' },
          { header: translate(text('list.request')), kind: 'text' },
          { header: translate(text('list.arrival')), kind: 'text' },
          { header: translate(text('add.note')), kind: 'text' },
          { header: translate(text('reject.note')), kind: 'text' },
        ],
        rows,
        toCells: (list) =>
          list.map((item) => [
            item.fullName,
            item.phoneNumber,
            item.email,
            item.guestCount ?? 1,
            arrivedOf(item),
            state(GUEST_REQUEST_STATE, item.requestState),
            state(GUEST_ARRIVAL_STATE, item.arrivalState),
            item.note,
            item.rejectionNote,
          ]),
      })}
    />
  );
}
