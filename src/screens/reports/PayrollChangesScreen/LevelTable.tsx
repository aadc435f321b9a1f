import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { EnumChip } from '../../shared/EnumChip';
import type { Sort } from './filters';
import { SortHead } from './SortHead';
import { text } from './texts';
import type { LevelRow } from './usePayroll';

/** Campus level changes: who moved to which level, where and when. */
export function LevelTable({ rows, sort, onSort }: { rows: LevelRow[]; sort: Sort; onSort: (sort: Sort) => void }) {
  const translate = useTranslate();
  const head = (key: Parameters<typeof text>[0], field?: string) => <SortHead label={translate(text(key))} field={field} sort={sort} onSort={onSort} />;
  return (
    <Table size="small" aria-label={translate(text('tabs.levels'))}>
      <TableHead>
        <TableRow>
          {head('columns.employee', 'employeeName')}
          {head('columns.number')}
          {head('columns.venue', 'venueName')}
          {head('columns.from')}
          {head('columns.to', 'levelTo')}
          {head('columns.effective', 'changedOn')}
          {head('columns.approvedBy')}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover>
            <TableCell>{r.employeeName}</TableCell>
            <TableCell>{r.employeeNumber}</TableCell>
            <TableCell>{r.venueName}</TableCell>
            <TableCell>{r.levelFrom ?? '—'}</TableCell>
            <TableCell>
              <EnumChip enumKey="campusLevelChanges.level" value={r.levelTo} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.changedOn)}</TableCell>
            <TableCell>{r.approvedBy}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
