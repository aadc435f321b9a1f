import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<R> {
  label: string;
  render: (row: R) => ReactNode;
}

interface RecordTableProps<R extends { id: string }> {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  /** The accessible names of a row's edit and delete buttons. */
  editLabel?: (row: R) => string;
  deleteLabel?: (row: R) => string;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
}

/** A plain table of records with edit and delete buttons per row (each named after its record). */
export function RecordTable<R extends { id: string }>({ caption, columns, rows, editLabel, deleteLabel, onEdit, onDelete }: RecordTableProps<R>) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.label}</TableCell>
            ))}
            {actions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.render(row)}</TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {onEdit && (
                    <Tooltip title={editLabel?.(row) ?? ''}>
                      <IconButton size="small" aria-label={editLabel?.(row)} onClick={() => onEdit(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip title={deleteLabel?.(row) ?? ''}>
                      <IconButton size="small" aria-label={deleteLabel?.(row)} onClick={() => onDelete(row)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
