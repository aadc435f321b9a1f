import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { enumLabelKey } from '@/app/enums';
import type { GuestImport, ImportRow } from '@/shared/guests/guestImports';
import { text } from './texts';

/** What became of a row: its errors, the known guest it is, or a new guest (with a link once imported). */
function GuestCell({ row, imported, country }: { row: ImportRow; imported: boolean; country: string }) {
  const translate = useTranslate();
  if (row.errors.length) return <>—</>;
  const label = row.match && !imported ? translate(text('knownGuest'), { name: row.match.name ?? row.match.guestId }) : translate(text(row.match ? 'openGuest' : 'newGuest'));
  if (!row.match) return <>{label}</>;
  return (
    <Link component={RouterLink} to={`/crm/guest/${row.match.guestId}?countryId=${country}`}>
      {label}
    </Link>
  );
}

/** The workbook's rows as read: each with its values, what it becomes, and its errors in words. */
export function ImportRows({ data }: { data: GuestImport }) {
  const translate = useTranslate();
  const imported = data.status === 'Applied';
  const consent = (c: string) => translate(enumLabelKey('guestProfiles.consentType', c), { _: c });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(text('caption'))}>
        <TableHead>
          <TableRow>
            {(['row', 'name', 'email', 'phone', 'venue', 'consents', 'guest', 'problems'] as const).map((c) => (
              <TableCell key={c}>{translate(text(`columns.${c}`))}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((r) => (
            <TableRow key={r.row} sx={r.errors.length ? { '& td': { bgcolor: 'error.50' }, borderLeft: 4, borderLeftColor: 'error.main' } : undefined}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{r.email}</TableCell>
              <TableCell>{r.phone}</TableCell>
              <TableCell>{r.venueName}</TableCell>
              <TableCell>{r.consents.map(consent).join(', ')}</TableCell>
              <TableCell>
                <GuestCell row={r} imported={imported} country={data.country} />
              </TableCell>
              <TableCell sx={{ color: r.errors.length ? 'error.main' : undefined }}>{r.errors.length ? r.errors.join(' ') : translate(text('ok'))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
