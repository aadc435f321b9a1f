import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EnumChip } from '../../shared/EnumChip';
import { formatDate, formatMoney } from '@/shared/format';
import type { Sort } from './filters';
import { SortHead } from './SortHead';
import { text } from './texts';
import type { RateRow } from './usePayroll';

/** Pay rate changes as the export writes them: employee, venue, reason, rates, date and the transfer result. */
export function RateTable({ rows, sort, onSort }: { rows: RateRow[]; sort: Sort; onSort: (sort: Sort) => void }) {
  const translate = useTranslate();
  const head = (key: Parameters<typeof text>[0], field?: string, align?: 'right') => <SortHead label={translate(text(key))} field={field} sort={sort} onSort={onSort} align={align} />;
  return (
    <Table size="small" aria-label={translate(text('tabs.rates'))}>
      <TableHead>
        <TableRow>
          {head('columns.employee', 'employeeName')}
          {head('columns.number')}
          {head('columns.venue', 'venueName')}
          {head('columns.reason', 'reason')}
          {head('columns.oldRate', 'oldRate', 'right')}
          {head('columns.newRate', 'newRate', 'right')}
          {head('columns.effective', 'effectiveDate')}
          {head('columns.status')}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover data-testid="rate-row">
            <TableCell>{r.employeeName}</TableCell>
            <TableCell>{r.employeeNumber}</TableCell>
            <TableCell>{r.venueName}</TableCell>
            <TableCell>
              <EnumChip enumKey="plandayPayrateChanges.reason" value={r.reason} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.oldRate, r.currency)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.newRate, r.currency)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.effectiveDate)}</TableCell>
            <TableCell>
              {r.hasError ? (
                <Tooltip title={r.errorMessage ?? ''}>
                  <Chip size="small" color="error" label={translate(text('status.failed'), { message: r.errorMessage ?? '' })} sx={{ maxWidth: 260 }} />
                </Tooltip>
              ) : (
                <Chip size="small" variant="outlined" color="success" label={translate(text('status.ok'))} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
