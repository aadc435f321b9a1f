import { useTranslate } from 'react-admin';
import { XlsxExportButton, type Cell, type SheetColumn } from '@/app/export';
import { text } from './texts';

export interface AssignmentColumns<R> {
  fileName: string;
  sheetName: string;
  /** The columns between the number and whether the product is in use, as the table shows them. */
  columns: SheetColumn[];
  cells: (row: R) => Cell[];
}

interface Row {
  name: string | null;
  number: string | null;
  isActive: boolean | null;
}

/** Export of a venue's assigned products as the table lists them (its search applied): product, number, the table's own columns, in use or not. */
export function AssignmentsExport<R extends Row>({ rows, exported }: { rows: R[]; exported: AssignmentColumns<R> }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<R>
      disabled={!rows.length}
      job={() => ({
        fileName: exported.fileName,
        sheetName: exported.sheetName,
        columns: [{ header: translate(text('product')), kind: 'text' }, { header: translate(text('number')), kind: 'text' }, ...exported.columns, { header: translate(text('active')), kind: 'boolean' }],
        rows,
        toCells: (list) => list.map((r) => [r.name, r.number, ...exported.cells(r), r.isActive !== false]),
      })}
    />
  );
}
