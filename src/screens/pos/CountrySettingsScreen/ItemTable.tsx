import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { localKey, nameOf, rowKey, type Row } from './draft';
import { ItemsExport, type ItemsExportAs } from './ItemsExport';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';

export interface Column {
  key: string;
  /** An i18n key. */
  label: string;
  kind: 'text' | 'number' | 'color' | 'tags';
  width?: number;
}

interface ItemTableProps {
  /** Accessible name of the table. */
  title: string;
  rows: Row[];
  idKey: string;
  columns: Column[];
  /** The empty row a click on Add appends. */
  blank: () => Row;
  onChange: (rows: Row[]) => void;
  readOnly: boolean;
  /** Cells before the remove button (a default radio ...). */
  extra?: (row: Row, index: number) => ReactNode;
  extraHeader?: string;
  /** Refuses a removal by throwing; the message is shown by the caller. */
  remove?: (rows: Row[], index: number) => Row[];
  /** Content under a row (nested groups). */
  below?: (row: Row, index: number) => ReactNode;
  addLabel?: string;
  /** Offers an Export of the list (the top-level lists; a nested one is a column of its parent's). */
  exportAs?: ItemsExportAs;
}

function cellValue(column: Column, value: unknown): string {
  if (column.kind === 'tags') return ((value as string[] | null) ?? []).join(', ');
  if (value === null || value === undefined) return column.kind === 'color' ? '#9e9e9e' : '';
  return String(value);
}

function parse(column: Column, raw: string): unknown {
  if (column.kind === 'number') return raw === '' ? null : Number(raw);
  if (column.kind === 'tags') return raw.split(',').map((t) => t.trimStart());
  return raw;
}

/** An editable list of settings items: one row each, inputs per column, add and remove. */
export function ItemTable({ title, rows, idKey, columns, blank, onChange, readOnly, extra, extraHeader, remove, below, addLabel, exportAs }: ItemTableProps) {
  const translate = useTranslate();
  const update = (index: number, key: string, value: unknown) => onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  return (
    <Box>
      {exportAs && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ItemsExport title={title} rows={rows} columns={columns} exportAs={exportAs} />
        </Box>
      )}
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ width: c.width }}>
                {translate(c.label)}
              </TableCell>
            ))}
            {extra && <TableCell>{extraHeader ? translate(extraHeader) : null}</TableCell>}
            {!readOnly && <TableCell sx={{ width: 56 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const name = nameOf(row, columns[0].key) || translate(text('unnamed'));
            return [
              <TableRow key={rowKey(row, idKey) || index}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <TextField
                      size="small"
                      fullWidth
                      type={c.kind === 'number' ? 'number' : c.kind === 'color' ? 'color' : 'text'}
                      value={cellValue(c, row[c.key])}
                      disabled={readOnly}
                      onChange={(event) => update(index, c.key, parse(c, event.target.value))}
                      slotProps={{ htmlInput: { 'aria-label': `${translate(c.label)}: ${name}`, step: c.kind === 'number' ? 'any' : undefined } }}
                      sx={c.kind === 'color' ? { width: 72 } : undefined}
                    />
                  </TableCell>
                ))}
                {extra && <TableCell>{extra(row, index)}</TableCell>}
                {!readOnly && (
                  <TableCell>
                    <IconAction label={translate(text('remove'), { name })} icon={<DeleteIcon />} onClick={() => onChange(remove ? remove(rows, index) : rows.filter((_, i) => i !== index))} />
                  </TableCell>
                )}
              </TableRow>,
              below ? (
                <TableRow key={`${rowKey(row, idKey) || index}-below`}>
                  <TableCell colSpan={columns.length + (extra ? 1 : 0) + (readOnly ? 0 : 1)} sx={{ pl: 4, pb: 2 }}>
                    {below(row, index)}
                  </TableCell>
                </TableRow>
              ) : null,
            ];
          })}
        </TableBody>
      </Table>
      {!readOnly && (
        <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...rows, { ...blank(), _key: localKey() }])}>
          {translate(addLabel ?? text('add'))}
        </Button>
      )}
    </Box>
  );
}
