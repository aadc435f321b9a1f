export { ExportListActions } from './ExportListActions';
export type { ExportField } from './listCells';
export { XlsxExportButton } from './XlsxExportButton';
export { ExportProgress, type ProgressState } from './ExportProgress';
export type { ExportJob } from './useXlsxExport';
export type { Cell, CellKind, SheetColumn } from './sheet';
export { tableExport } from './tableExport';
