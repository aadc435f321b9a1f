import type { Column } from '../widgets/RecordTable';
import type { ExportJob } from './useXlsxExport';

/** The export of a table the screen holds whole: its columns that say how they export, its rows as shown. */
export function tableExport<R>(fileName: string, sheetName: string, columns: Column<R>[], rows: R[]): ExportJob<R> {
  const exported = columns.filter((c) => c.cell);
  return {
    fileName,
    sheetName,
    columns: exported.map((c) => ({ header: c.cell!.header ?? (typeof c.label === 'string' ? c.label : ''), kind: c.cell!.kind })),
    rows,
    toCells: (list) => list.map((row) => exported.map((c) => c.cell!.value(row))),
  };
}
