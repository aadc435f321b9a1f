import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GUEST_ARRIVAL_STATE, GUEST_REQUEST_STATE, StateChip } from '../../shared/BookingKit/StateChip';
import type { GuestItem } from './GuestDialogs';
import { arrivedOf } from './arrivedOf';
import { GuestRowActions, type GuestRowActionsProps } from './GuestRowActions';
import { text } from './texts';

export interface GuestRowsProps {
  rows: GuestItem[];
  rowActions: Omit<GuestRowActionsProps, 'item'>;
}

/** The night's guest-list entries as a table: name and notes, guests arrived, request and arrival, actions. */
export function GuestTable({ rows, rowActions }: GuestRowsProps) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(text('list.name'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(text('list.name'))}</TableCell>
            <TableCell>{translate(text('list.guests'))}</TableCell>
            <TableCell>{translate(text('list.request'))}</TableCell>
            <TableCell>{translate(text('list.arrival'))}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => {
            const arrived = arrivedOf(item);
            return (
              <TableRow key={item.id} data-testid={`guest-${item.fullName}`}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {item.fullName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[item.note, item.rejectionNote, item.phoneNumber].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>{arrived ? translate(text('list.arrivedOf'), { arrived, total: item.guestCount ?? 1 }) : item.guestCount}</TableCell>
                <TableCell>
                  <StateChip enumKey={GUEST_REQUEST_STATE} value={item.requestState} />
                </TableCell>
                <TableCell>
                  <StateChip enumKey={GUEST_ARRIVAL_STATE} value={item.arrivalState} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <GuestRowActions item={item} {...rowActions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
