import { Box, Checkbox, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePhone } from '@/app/widgets/phone/usePhone';
import { isLiveBooking } from '@/shared/bookings/states';
import type { BookingResult, BookingTag } from '../../shared/BookingKit/queries';
import { ARRIVAL_STATE, BOOKING_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import { TagChips } from '../../shared/BookingKit/TagPicker';
import { BookingCards } from './BookingCards';
import { BookingRowActions, type RowActions } from './BookingRowActions';
import { guestsOf, timeRange } from './rowFormat';
import { text } from './texts';

export type { RowActions } from './BookingRowActions';

export interface BookingListProps {
  /** The rows shown: one page of the night's list. */
  rows: BookingResult[];
  tags: BookingTag[];
  timeZone: string;
  /** The bookings chosen for printing. */
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  actions: RowActions;
}

/** The night's bookings by arrival: overtime marks, guests arrived, table, states, tags, staff and actions; cards on a phone. */
export function BookingTable({ rows, tags, timeZone, selected, onSelect, actions }: BookingListProps) {
  const translate = useTranslate();
  const phone = usePhone();
  const all = rows.length > 0 && rows.every((r) => selected.has(r.booking.id));
  const some = rows.some((r) => selected.has(r.booking.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  // The header's box chooses or leaves the rows shown; what is chosen on other pages stays chosen.
  const toggleShown = () => {
    const next = new Set(selected);
    for (const r of rows) {
      if (all) next.delete(r.booking.id);
      else next.add(r.booking.id);
    }
    onSelect(next);
  };
  if (!rows.length) return <Typography color="text.secondary" sx={{ p: 2 }}>{translate(text('list.empty'))}</Typography>;
  if (phone) return <BookingCards rows={rows} tags={tags} timeZone={timeZone} selected={selected} onToggle={toggle} actions={actions} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(text('list.title'))}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox checked={all} indeterminate={!all && some} onChange={toggleShown} slotProps={{ input: { 'aria-label': translate(text('list.selectAll')) } }} />
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
                    <span>{timeRange(b, timeZone)}</span>
                    {b.isOvertime && <Chip size="small" color="error" label={translate(text('list.overtime'))} />}
                  </Stack>
                </TableCell>
                <TableCell>{guestsOf(b, translate)}</TableCell>
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
                  <BookingRowActions result={r} actions={actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
