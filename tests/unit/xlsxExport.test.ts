import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import dan from '@generated/shared/i18n/dan';
import { capRows, collectPages, ExportCancelled } from '@/app/export/collect';
import { cellOf, referencedIds, representationOf, sheetKind, type CellContext, type ExportField } from '@/app/export/listCells';
import { buildWorkbook, NUMBER_FORMATS, type SheetSpec } from '@/app/export/sheet';

const NOW = new Date('2026-11-27T09:00:00Z');

/** A Danish translate over the generated schema texts, as the portal's i18n provider reads them. */
function danish(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dan);
  if (typeof value !== 'string') throw new Error(`No Danish text for ${key}`);
  return value;
}

/** Writes the workbook and reads it back, as the person's spreadsheet program would. */
async function roundTrip(spec: SheetSpec): Promise<ExcelJS.Worksheet> {
  const buffer = await buildWorkbook(ExcelJS, spec).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer as ArrayBuffer);
  return read.worksheets[0];
}

const fields: ExportField[] = [
  { source: 'name', kind: 'text' },
  { source: 'stockProductGroupId', kind: 'reference', reference: 'stockProductGroups', representation: 'name' },
  { source: 'costPrice', kind: 'money' },
  { source: 'isActive', kind: 'boolean' },
];

describe('the workbook of a list', () => {
  it('heads the columns with the Danish field labels, bold and frozen, with an autofilter and fitted widths', async () => {
    const headers = fields.map((f) => danish(`resources.procurement/stock-products.fields.${f.source}`));
    expect(headers).toEqual(['Navn', 'Varegruppe', 'Kostpris pr. enhed', 'Aktiv']);
    const sheet = await roundTrip({
      sheetName: danish('routes.procurement/stock-products'),
      columns: headers.map((header, i) => ({ header, kind: sheetKind(fields[i]) })),
      rows: [['Carlsberg Pilsner 33 cl, a name longer than its header', 'Øl', { minor: 123450, currency: 'DKK' }, true]],
      yes: 'Ja',
      no: 'Nej',
      now: NOW,
    });
    expect(sheet.name).toBe('Lagervarer');
    expect(sheet.getRow(1).values).toEqual([undefined, ...headers]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.getColumn(1).width).toBeGreaterThan(50);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual(8);
    expect(sheet.getCell('D2').value).toBe('Ja');
  });

  it('writes money as a number in major units with its currency format, dates and times as real Excel dates', async () => {
    const sheet = await roundTrip({
      sheetName: 'Test',
      columns: [
        { header: 'Beløb', kind: 'money' },
        { header: 'Dato', kind: 'date' },
        { header: 'Tidspunkt', kind: 'datetime' },
        { header: 'Klokken', kind: 'time' },
        { header: 'Antal', kind: 'number' },
        { header: 'Tom', kind: 'date' },
        { header: 'Oprettet', kind: 'date' },
      ],
      rows: [[{ minor: 4550050, currency: 'NOK' }, '2026-12-10', '2026-11-21T20:05:00Z', '22:30', 1234.5, null, '2026-11-30T23:30:00Z']],
      yes: 'Ja',
      no: 'Nej',
      timeZone: 'Europe/Copenhagen',
      now: NOW,
    });
    expect(sheet.getCell('A2').value).toBe(45500.5);
    expect(sheet.getCell('A2').numFmt).toBe('#,##0.00 "NOK"');
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-12-10T00:00:00Z'));
    expect(sheet.getCell('B2').numFmt).toBe(NUMBER_FORMATS.date);
    expect(NUMBER_FORMATS.date).toBe('dd-mm-yyyy');
    // 20:05 UTC is 21:05 in Copenhagen: the wall-clock time the list shows.
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-21T21:05:00Z'));
    // The file holds dd\/mm\/yyyy hh:mm (a literal slash whatever the reader's locale); exceljs reads it without the escapes.
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('D2').value).toEqual(new Date('1899-12-30T22:30:00Z'));
    expect(sheet.getCell('D2').numFmt).toBe('hh:mm');
    expect(sheet.getCell('E2').value).toBe(1234.5);
    expect(sheet.getCell('F2').value).toBeNull();
    // An instant's day is the day where the list shows it: 23:30 UTC on the 30th is the 1st in Copenhagen.
    expect(sheet.getCell('G2').value).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it('keeps sheet names Excel accepts', async () => {
    const sheet = await roundTrip({ sheetName: 'Ordrer/leverancer: [alle] * en meget lang titel', columns: [], rows: [], yes: 'Ja', no: 'Nej', now: NOW });
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.name).not.toMatch(/[[\]:*?/\\]/);
  });
});

describe('a list row as cells', () => {
  const ctx: CellContext = {
    translate: danish,
    pickText: (v) => (v as { dan?: string; eng?: string }).dan ?? (v as { eng?: string }).eng ?? '',
    currencyOf: (row) => (row.country === 'no' ? 'NOK' : 'DKK'),
    names: new Map([['venues', new Map([['v-1', 'Nørrebro Social']])]]),
  };

  it('shows enums as their Danish labels and references as the referenced record’s name, never an id', () => {
    const enumField: ExportField = { source: 'position', kind: 'enum', enumKey: 'campusEmployees.position' };
    const row = { position: 'venueManager', venueId: 'v-1', unknownVenue: 'v-404', price: 995, country: 'no', title: { eng: 'Opening', dan: 'Åbning' } };
    expect(cellOf(enumField, row, ctx)).toBe(danish('enums.campusEmployees.position.venueManager'));
    expect(cellOf({ source: 'venueId', kind: 'reference', reference: 'venues' }, row, ctx)).toBe('Nørrebro Social');
    expect(cellOf({ source: 'unknownVenue', kind: 'reference', reference: 'venues' }, row, ctx)).toBe('');
    expect(cellOf({ source: 'price', kind: 'money' }, row, ctx)).toEqual({ minor: 995, currency: 'NOK' });
    expect(cellOf({ source: 'title', kind: 'multilingual' }, row, ctx)).toBe('Åbning');
    expect(cellOf({ source: 'missing', kind: 'text' }, row, ctx)).toBeNull();
  });

  it('asks each referenced resource once for the ids of all rows', () => {
    const ids = referencedIds(
      [
        { source: 'venueId', kind: 'reference', reference: 'venues' },
        { source: 'venueIds', kind: 'references', reference: 'venues' },
      ],
      [{ venueId: 'a', venueIds: ['b', 'a'] }, { venueId: null }],
    );
    expect([...ids.get('venues')!].sort()).toEqual(['a', 'b']);
  });

  it('names a record by its representation, else by name, title or label', () => {
    expect(representationOf({ id: '1', employeeName: 'Ida' }, 'employeeName')).toBe('Ida');
    expect(representationOf({ id: '1', title: 'Opening' })).toBe('Opening');
    expect(representationOf({ id: '1' })).toBe('');
  });
});

describe('fetching every page', () => {
  const source = (count: number) => async (page: number, perPage: number) => ({
    rows: Array.from({ length: Math.max(0, Math.min(perPage, count - (page - 1) * perPage)) }, (_, i) => (page - 1) * perPage + i),
    total: Math.min(count, 10_000),
  });

  it('takes every page in order and reports the progress', async () => {
    const progress: number[] = [];
    const result = await collectPages(source(1234), { signal: new AbortController().signal, perPage: 500, onProgress: (p) => progress.push(p.fetched) });
    expect(result.rows).toHaveLength(1234);
    expect(result.rows[1233]).toBe(1233);
    expect(result.capped).toBe(false);
    expect(progress).toEqual([500, 1000, 1234]);
  });

  it('goes on past a capped server count and stops at the cap, saying so', async () => {
    const over = await collectPages(source(12_345), { signal: new AbortController().signal, perPage: 1000, cap: 11_000 });
    expect(over.rows).toHaveLength(11_000);
    expect(over.capped).toBe(true);
    const exactly = await collectPages(source(11_000), { signal: new AbortController().signal, perPage: 1000, cap: 11_000 });
    expect(exactly.capped).toBe(false);
    const beyond = await collectPages(source(11_001), { signal: new AbortController().signal, perPage: 1000, cap: 11_000 });
    expect(beyond).toMatchObject({ capped: true });
    expect(capRows([1, 2, 3], 2)).toEqual({ rows: [1, 2], capped: true });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pages = collectPages(
      async (page, perPage) => {
        if (page === 2) controller.abort();
        return source(5000)(page, perPage);
      },
      { signal: controller.signal, perPage: 500 },
    );
    await expect(pages).rejects.toBeInstanceOf(ExportCancelled);
  });
});
