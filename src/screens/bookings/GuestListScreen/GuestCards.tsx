import { useTranslate } from 'react-admin';
import { RecordCard, RecordCards } from '@/app/widgets/phone/RecordCards';
import { GUEST_ARRIVAL_STATE, GUEST_REQUEST_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import { arrivedOf } from './arrivedOf';
import { GuestRowActions } from './GuestRowActions';
import type { GuestRowsProps } from './GuestTable';
import { text } from './texts';

/** The night's guest-list entries on a phone: one card each, check-in and the rest within a fingertip's reach. */
export function GuestCards({ rows, rowActions }: GuestRowsProps) {
  const translate = useTranslate();
  return (
    <RecordCards label={translate(text('list.name'))}>
      {rows.map((item) => {
        const arrived = arrivedOf(item);
        return (
          <RecordCard
            key={item.id}
            testId={`guest-${item.fullName}`}
            title={item.fullName}
            aside={arrived ? translate(text('list.arrivedOf'), { arrived, total: item.guestCount ?? 1 }) : `${translate(text('list.guests'))}: ${item.guestCount ?? 1}`}
            subtitle={[item.note, item.rejectionNote, item.phoneNumber].filter(Boolean).join(' · ')}
            details={
              <>
                <StateChip enumKey={GUEST_REQUEST_STATE} value={item.requestState} />
                <StateChip enumKey={GUEST_ARRIVAL_STATE} value={item.arrivalState} />
              </>
            }
            actions={<GuestRowActions item={item} {...rowActions} />}
          />
        );
      })}
    </RecordCards>
  );
}
