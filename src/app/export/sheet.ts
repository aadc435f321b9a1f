import type ExcelJS from 'exceljs';
import dayjs from '@/shared/dayjs';
import { formatMoney } from '@/shared/format';

/** How a column's values are written: as text, or as a number Excel can count with, in the list's format. */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'time' | 'boolean';

export interface SheetColumn {
  header: string;
  kind: CellKind;
}

/** An amount in minor units and its currency, as the lists keep money. */
export interface MoneyCell {
  minor: number;
  currency: string;
}

/**
 * One value of a row: text as shown (enum labels, tags and referenced names already translated or resolved), a number,
 * money, a date (a calendar date YYYY-MM-DD, or an instant's day), an instant (ISO), a time (HH:mm) or a yes/no.
 */
export type Cell = string | number | boolean | MoneyCell | null | undefined;

export interface SheetSpec {
  sheetName: string;
  columns: SheetColumn[];
  rows: Cell[][];
  /** The words of a yes/no column, in the user's language. */
  yes: string;
  no: string;
  /** The zone instants are shown in, as the list shows them; the browser's by default. */
  timeZone?: string;
  /** The time the workbook is made (pinned in tests). */
  now?: Date;
}

/** Number formats of spec 000 §9; the slash is escaped so that Excel does not put the locale's date separator in. */
export const NUMBER_FORMATS = {
  date: 'dd-mm-yyyy',
  datetime: 'dd\\/mm\\/yyyy hh:mm',
  time: 'hh:mm',
  number: '#,##0.##',
  money: (currency: string) => `#,##0.00 "${currency.replace(/"/g, '')}"`,
} as const;

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel keeps dates as days without a zone: a wall-clock time is written as that time in UTC. */
function wallClock(text: string): Date {
  return new Date(`${text}Z`);
}

function isMoney(value: Cell): value is MoneyCell {
  return typeof value === 'object' && value !== null && 'minor' in value;
}

interface Written {
  value: ExcelJS.CellValue;
  numFmt?: string;
  /** The characters the cell shows, for fitting the column's width. */
  width: number;
}

function write(kind: CellKind, value: Cell, spec: SheetSpec): Written {
  if (value === null || value === undefined || value === '') return { value: null, width: 0 };
  switch (kind) {
    case 'money': {
      if (!isMoney(value)) break;
      const major = value.minor / 100;
      return { value: major, numFmt: NUMBER_FORMATS.money(value.currency), width: formatMoney(value.minor, value.currency).length };
    }
    case 'number':
      if (typeof value !== 'number') break;
      return { value, numFmt: NUMBER_FORMATS.number, width: String(value).length + 2 };
    case 'date': {
      if (typeof value !== 'string') break;
      // A calendar date as it is; an instant as its day where the list shows it.
      const day = value.length === 10 ? value : (spec.timeZone ? dayjs(value).tz(spec.timeZone) : dayjs(value)).format('YYYY-MM-DD');
      return { value: wallClock(`${day}T00:00:00`), numFmt: NUMBER_FORMATS.date, width: 10 };
    }
    case 'datetime': {
      if (typeof value !== 'string') break;
      const instant = spec.timeZone ? dayjs(value).tz(spec.timeZone) : dayjs(value);
      return { value: wallClock(instant.format('YYYY-MM-DDTHH:mm:ss')), numFmt: NUMBER_FORMATS.datetime, width: 16 };
    }
    case 'time': {
      if (typeof value !== 'string' || !/^\d{2}:\d{2}/.test(value)) break;
      return { value: wallClock(`1899-12-30T${value.slice(0, 5)}:00`), numFmt: NUMBER_FORMATS.time, width: 5 };
    }
    case 'boolean':
      return write('text', value ? spec.yes : spec.no, spec);
    case 'text':
      break;
  }
  const text = isMoney(value) ? String(value.minor / 100) : String(value);
  return { value: text, width: Math.max(...text.split('\n').map((line) => line.length)) };
}

/**
 * One sheet of a list: a bold, frozen header row of the list's column labels with an autofilter, then one row per record
 * with real numbers, dates and money in the formats the list shows, and each column as wide as what it holds.
 */
export function buildWorkbook(Excel: typeof ExcelJS, spec: SheetSpec): ExcelJS.Workbook {
  const workbook = new Excel.Workbook();
  workbook.creator = 'Venue Portal';
  workbook.created = spec.now ?? new Date();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const name = spec.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = spec.columns.map((c) => c.header.length + 3);
  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  for (const row of spec.rows) {
    const cells = spec.columns.map((c, i) => write(c.kind, row[i], spec));
    const added = sheet.addRow(cells.map((c) => c.value));
    cells.forEach((c, i) => {
      if (c.numFmt) added.getCell(i + 1).numFmt = c.numFmt;
      widths[i] = Math.max(widths[i], c.width + 1);
    });
  }
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w));
  });
  if (spec.columns.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
  return workbook;
}
