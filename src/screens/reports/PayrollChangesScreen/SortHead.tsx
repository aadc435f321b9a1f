import { TableCell, TableSortLabel } from '@mui/material';
import type { Sort } from './filters';

/** A column header that sorts the list by its field (server side). */
export function SortHead({ field, label, sort, onSort, align }: { field?: string; label: string; sort: Sort; onSort: (sort: Sort) => void; align?: 'right' }) {
  if (!field) return <TableCell align={align}>{label}</TableCell>;
  const active = sort.field === field;
  return (
    <TableCell align={align} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel active={active} direction={active && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => onSort({ field, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
