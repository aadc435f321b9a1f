import { Box, Link, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/shared/format';
import { guestName } from '@/shared/guests/guestName';
import { ScrollTable } from '../ScrollTable';
import { TablePager } from '@/app/widgets/TablePager';
import { text } from './texts';
import { PAGE_SIZES } from './useGuestSearch';

export interface GuestRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  venueId: string | null;
  anonymizedAt: string | null;
  createdAt: string;
}

interface GuestTableProps {
  rows: GuestRow[];
  caption: string;
  countryId: string;
  venueName: (venueId: string | null) => string;
  page: number;
  size: number;
  hasMore: boolean;
  /** The count of the search, or null while unknown; capped counts are a lower bound. */
  count: number | null;
  capped: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** A page of guests; each name links to the guest's profile. Paging knows the total when the count is in, else only whether more follow. */
export function GuestTable({ rows, caption, countryId, venueName, page, size, hasMore, count, capped, onPage, onSize }: GuestTableProps) {
  const translate = useTranslate();
  const total = count !== null && !capped ? count : hasMore ? -1 : page * size + rows.length;
  return (
    <Box>
      <ScrollTable
        caption={caption}
        head={
          <>
            <TableCell>{translate(text('table.name'))}</TableCell>
            <TableCell>{translate(text('table.email'))}</TableCell>
            <TableCell>{translate(text('table.phone'))}</TableCell>
            <TableCell>{translate(text('table.venue'))}</TableCell>
            <TableCell>{translate(text('table.created'))}</TableCell>
          </>
        }
      >
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/crm/guest/${row.id}?countryId=${countryId}`}>
                {guestName(row) ?? translate(text('table.anonymized'))}
              </Link>
            </TableCell>
            <TableCell>{row.email}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.phone}</TableCell>
            <TableCell>{venueName(row.venueId)}</TableCell>
            <TableCell>
              <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.createdAt)}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </ScrollTable>
      <TablePager
        count={total}
        page={page}
        onPage={onPage}
        size={size}
        sizes={PAGE_SIZES}
        onSize={onSize}
        rowsLabel={translate(text('paging.rows'))}
        hasMore={hasMore}
      />
    </Box>
  );
}
