import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Checkbox, Chip, IconButton, Menu, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { BookingState, isLiveBooking } from '@/shared/bookings/states';
import { localTime } from '../../shared/BookingKit/night';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE, BOOKING_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import { TagChips } from '../../shared/BookingKit/TagPicker';
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

/** The night's bookings by arrival: overtime marks, guests arrived, table, states, tags, staff and actions. */
export function BookingTable({ rows, tags, timeZone, selected, onSelect, actions }: { rows: BookingResult[]; tags: BookingTag[]; timeZone: string; selected: Set<string>; onSelect: (ids: Set<string>) => void; actions: RowActions }) {
  const translate = useTranslate();
  const all = rows.length > 0 && rows.every((r) => selected.has(r.booking.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  if (!rows.length) return <Typography color="text.secondary" sx={{ p: 2 }}>{translate(text('list.empty'))}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(text('list.title'))}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox checked={all} indeterminate={!all && selected.size > 0} onChange={() => onSelect(all ? new Set() : new Set(rows.map((r) => r.booking.id)))} slotProps={{ input: { 'aria-label': translate(text('list.selectAll')) } }} />
            </TableCell>
            <TableCell>{translate(text('list.time'))}</TableCell>
            <TableCell>{translate(text('list.guests'))}</TableCell>
            <TableCell>{translate(text('list.guest'))}</TableCell>
            <TableCell>{translate(text('list.table'))}</TableCell>
            <TableCell>{translate(text('list.state'))}</TableCell>
            <TableCell>{translate(text('list.tags'))}</TableCell>
            <TableCell>{translate(text('list.staff'))}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const b = r.booking;
            const live = isLiveBooking(b);
            const name = r.bookingCustomer?.name ?? '–';
            return (
              <TableRow key={b.id} hover sx={{ opacity: live ? 1 : 0.55 }} data-testid={`booking-${name}`}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.has(b.id)} onChange={() => toggle(b.id)} slotProps={{ input: { 'aria-label': `${translate(text('list.select'))}: ${name}` } }} />
                </TableCell>
                <TableCell>
                  <Stack spacing={0.5}>
                    <span>
                      {localTime(b.arrival, { timeZone })}
                      {b.departure ? `–${localTime(b.departure, { timeZone })}` : ''}
                    </span>
                    {b.isOvertime && <Chip size="small" color="error" label={translate(text('list.overtime'))} />}
                  </Stack>
                </TableCell>
                <TableCell>{b.arrivedGuests ? translate(text('list.arrivedOf'), { arrived: b.arrivedGuests, total: b.guestCount ?? 0 }) : b.guestCount}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {r.bookingCustomer?.phoneNumber}
                  </Typography>
                </TableCell>
                <TableCell>
                  {r.reservedTable ? (
                    <Tooltip title={r.reservedTableParts.map((p) => p.name).join(' + ')}>
                      <span>
                        {r.reservedTable.name}
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' '}
                          {r.reservedSection?.name}
                        </Typography>
                      </span>
                    </Tooltip>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {translate(text('list.noTable'))} · {r.reservedSection?.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    <StateChip enumKey={BOOKING_STATE} value={b.bookingState} />
                    {b.arrivalState ? <StateChip enumKey={ARRIVAL_STATE} value={b.arrivalState} /> : null}
                  </Stack>
                </TableCell>
                <TableCell>
                  <TagChips tags={b.tags ?? []} definitions={tags} />
                </TableCell>
                <TableCell>
                  <Box sx={{ fontSize: 12 }}>
                    {r.caseworkerName && <div>{translate(text('list.caseworker'), { name: r.caseworkerName })}</div>}
                    {r.hostName && <div>{translate(text('list.host'), { name: r.hostName })}</div>}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions.arrivals && live && b.bookingState !== BookingState.Requested && (
                    <Button size="small" startIcon={<HowToRegIcon />} onClick={() => actions.arrivals?.(r)}>
                      {translate(text('actions.arrived'))}
                    </Button>
                  )}
                  {actions.edit && (
                    <IconButton size="small" aria-label={`${translate(text('actions.edit'))}: ${name}`} onClick={() => actions.edit?.(r)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  <RowMenu result={r} actions={actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
