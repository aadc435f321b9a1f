/** What screens use to export a list; the generated lists' `ExportListActions` is in the app kit. */
export { XlsxExportButton } from './XlsxExportButton';
export { tableExport } from './tableExport';
export { ExportProgress, type ProgressState } from './ExportProgress';
export type { ExportJob } from './useXlsxExport';
export type { Cell, CellKind, SheetColumn } from './sheet';
