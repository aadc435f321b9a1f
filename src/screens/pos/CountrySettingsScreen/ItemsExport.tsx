import { useTranslate } from 'react-admin';
import { XlsxExportButton, type Cell, type CellKind } from '@/app/export';
import type { Row } from './draft';

/** A column the export adds to the table's own: what a row holds beside its inputs (the default, its nested groups). */
export interface ExtraColumn {
  /** An i18n key. */
  header: string;
  kind: CellKind;
  value: (row: Row) => Cell;
}

/** A column of the table as the export reads it (the table's own columns, which the table hands in). */
interface Column {
  key: string;
  /** An i18n key. */
  label: string;
  kind: 'text' | 'number' | 'color' | 'tags';
}

export interface ItemsExportAs {
  /** The settings list, e.g. "taxGroups": the file is named after it. */
  list: string;
  more?: ExtraColumn[];
}

function cellOf(column: Column, value: unknown): Cell {
  if (column.kind === 'tags') return ((value as string[] | null) ?? []).filter(Boolean).join(', ');
  if (value === null || value === undefined || value === '') return null;
  return column.kind === 'number' ? Number(value) : String(value);
}

/** Export of a settings list as its table shows it, edits not yet saved included: the table's columns, numbers as numbers, tags in one cell. */
export function ItemsExport({ title, rows, columns, exportAs }: { title: string; rows: Row[]; columns: Column[]; exportAs: ItemsExportAs }) {
  const translate = useTranslate();
  const more = exportAs.more ?? [];
  return (
    <XlsxExportButton<Row>
      disabled={!rows.length}
      job={() => ({
        fileName: `country-settings-${exportAs.list.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        sheetName: title,
        columns: [...columns.map((c) => ({ header: translate(c.label), kind: c.kind === 'number' ? ('number' as const) : ('text' as const) })), ...more.map((m) => ({ header: translate(m.header), kind: m.kind }))],
        rows,
        toCells: (list) => list.map((row) => [...columns.map((c) => cellOf(c, row[c.key])), ...more.map((m) => m.value(row))]),
      })}
    />
  );
}
