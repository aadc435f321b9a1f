import { Box, Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { Key, ReactNode } from 'react';
import type { Cell, CellKind } from '../export/sheet';

export interface Column<R> {
  label: ReactNode;
  render: (row: R) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'right';
  sx?: SxProps<Theme>;
  /** The column in an exported sheet: its value as the list shows it (a label, a name, never a code or an id). */
  cell?: { kind: CellKind; value: (row: R) => Cell; header?: string };
}

interface RecordTableProps<R> {
  /** The table's accessible name. */
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey?: (row: R) => Key;
  /** The buttons at the end of a row (edit, duplicate, delete…), each named after its record. */
  actions?: (row: R) => ReactNode;
  /** The heading of the buttons' column; none by default. */
  actionsLabel?: string;
  /** Shown under the header when no row is left (a filter matched nothing). */
  noRows?: ReactNode;
}

/** A plain, scrollable table of records: one column per field, then the row's buttons. */
export function RecordTable<R>({ caption, columns, rows, rowKey = (row) => (row as { id: string }).id, actions, actionsLabel, noRows }: RecordTableProps<R>) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align}>
                {c.label}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actionsLabel}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align} sx={c.sx}>
                  {c.render(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!rows.length && noRows && <Box sx={{ py: 2, color: 'text.secondary' }}>{noRows}</Box>}
    </Box>
  );
}
