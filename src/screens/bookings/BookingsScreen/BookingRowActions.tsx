import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { BookingState, isLiveBooking } from '@/shared/bookings/states';
import type { BookingResult } from '../../shared/BookingKit/queries';
import { BOOKING_STATE } from '../../shared/BookingKit/StateChip';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

/** What a row offers; an action the user may not take is absent (arrivals for a shift manager, the rest for managers). */
export interface RowActions {
  edit?: (r: BookingResult) => void;
  arrivals?: (r: BookingResult) => void;
  setState?: (r: BookingResult, state: number) => void;
  remove?: (r: BookingResult) => void;
  tags?: (r: BookingResult) => void;
}

const STATE_CHOICES = [BookingState.Reserved, BookingState.GuestConfirmed, BookingState.VenueConfirmed, BookingState.CancelledGuest, BookingState.CancelledVenue];

function RowMenu({ result, actions }: { result: BookingResult; actions: RowActions }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!actions.setState && !actions.tags && !actions.remove) return null;
  return (
    <>
      <IconButton aria-label={translate(text('actions.more'))} onClick={(e) => setAnchor(e.currentTarget)} size="small">
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.setState &&
          STATE_CHOICES.filter((s) => s !== result.booking.bookingState).map((s) => (
            <MenuItem key={s} onClick={() => (close(), actions.setState?.(result, s))}>
              {translate(enumLabelKey(BOOKING_STATE, s))}
            </MenuItem>
          ))}
        {actions.tags && <MenuItem onClick={() => (close(), actions.tags?.(result))}>{translate(kit('tags.title'))}</MenuItem>}
        {actions.remove && (
          <MenuItem onClick={() => (close(), actions.remove?.(result))} sx={{ color: 'error.main' }}>
            {translate(text('actions.delete'))}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/** A booking's buttons, in its table row or on its card: arrivals, edit, and the menu with the rest. */
export function BookingRowActions({ result, actions }: { result: BookingResult; actions: RowActions }) {
  const translate = useTranslate();
  const b = result.booking;
  const name = result.bookingCustomer?.name ?? '–';
  return (
    <>
      {actions.arrivals && isLiveBooking(b) && b.bookingState !== BookingState.Requested && (
        <Button size="small" startIcon={<HowToRegIcon />} onClick={() => actions.arrivals?.(result)}>
          {translate(text('actions.arrived'))}
        </Button>
      )}
      {actions.edit && (
        <IconButton size="small" aria-label={`${translate(text('actions.edit'))}: ${name}`} onClick={() => actions.edit?.(result)}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      <RowMenu result={result} actions={actions} />
    </>
  );
}
