import ExcelJS from 'exceljs';
import { DATE_FORMAT } from '@/shared/dayjs';
import dayjs from '@/shared/dayjs';
import { IMPORT_LIMITS } from '@/shared/guests/guestImports';
import { badRequest } from '../../api/errors';

/** A row of the sheet: its number and each cell's text by the column's header, lower-cased without spaces. */
export interface SheetRow {
  row: number;
  cells: Map<string, string>;
}

export const headerKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** A cell as text: dates as YYYY-MM-DD (a date cell is midnight UTC of its day), links and rich text by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayjs.utc(value).format(DATE_FORMAT);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/**
 * The first sheet's rows under its header row; empty rows are left out. A file that is not an .xlsx, has no header or
 * too many rows is refused as a whole (400 on the file), before anything is checked.
 */
export async function readSheet(data: Buffer): Promise<{ headers: string[]; rows: SheetRow[] }> {
  if (data.length > IMPORT_LIMITS.bytes) throw badRequest('body.file', `is larger than ${IMPORT_LIMITS.bytes / 1024 / 1024} MB`);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('body.file', 'is not an Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw badRequest('body.file', 'has no sheet with a header row');
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col] = cellText(cell.value);
  });
  if (!headers.some(Boolean)) throw badRequest('body.file', 'has no header row (the first row names the columns)');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = new Map<string, string>();
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (headers[col]) cells.set(headerKey(headers[col]), cellText(cell.value));
    });
    if ([...cells.values()].some(Boolean)) rows.push({ row: number, cells });
  });
  if (rows.length > IMPORT_LIMITS.rows) throw badRequest('body.file', `has ${rows.length} rows; an import takes at most ${IMPORT_LIMITS.rows}`);
  return { headers: headers.filter(Boolean), rows };
}
