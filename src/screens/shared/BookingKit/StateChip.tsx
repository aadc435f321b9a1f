import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, enumValues, type EnumKey } from '@/app/enums';

/** An enum value (booking state, arrival state, guest-list states) as a coloured chip. */
export function StateChip({ enumKey, value, size = 'small' }: { enumKey: EnumKey; value: number | string | null | undefined; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  const color = enumValues(enumKey).find((v) => v.value === value)?.color ?? 'default';
  return <Chip size={size} color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(enumKey, value))} />;
}

export const BOOKING_STATE = 'bookings.bookingState';
export const ARRIVAL_STATE = 'bookings.arrivalState';
export const GUEST_REQUEST_STATE = 'guestListItems.guestListRequestState';
export const GUEST_ARRIVAL_STATE = 'guestListItems.guestListArrivalState';
