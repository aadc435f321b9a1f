import type { PlandayPayrateChangesExportXlsxInput, PlandayPayrateChangesGetListInput } from '@generated/server/resources/plandayPayrateChanges';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { PayrateRow } from '@/shared/reports/plandayPayrateChanges';
import { FileResult, defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { COUNT_CAP } from '../../api/store';
import { currencyOf } from '../shell/countries';
import { PAYROLL_PERMISSION } from './campusLevelChanges';
import { labelsFor } from './payrollLabels';
import { listQueryOf, pagedQuery, reportVenues } from './venueAccess';

/** The filters the screen and the export share, so that the file holds the rows the screen shows. */
export interface PayrateFilters {
  venueId?: string | null;
  from?: string | null;
  to?: string | null;
  reason?: 1 | 2 | 3 | null;
  hasError?: boolean | null;
  q?: string | null;
  sort?: string | null;
  order?: string | null;
}

const SORTS: Record<string, string> = {
  effectiveDate: 'plandayPayrateChanges.effectiveDate',
  employeeName: 'plandayPayrateChanges.employeeName',
  venueName: 'venues.name',
  reason: 'plandayPayrateChanges.reason',
  oldRate: 'plandayPayrateChanges.oldRate',
  newRate: 'plandayPayrateChanges.newRate',
};

function filtered(ctx: RequestContext, filters: PayrateFilters, field: (name: string) => string) {
  const venues = reportVenues(ctx, PAYROLL_PERMISSION, filters.venueId);
  if (filters.from && filters.to && filters.from > filters.to) throw badRequest(field('to'), 'must not be before from');
  let base = ctx.db.selectFrom('plandayPayrateChanges').innerJoin('venues', 'venues.id', 'plandayPayrateChanges.venueId');
  if (venues) base = venues.length ? base.where('plandayPayrateChanges.venueId', 'in', venues) : base.where(sql<boolean>`false`);
  if (filters.from) base = base.where('plandayPayrateChanges.effectiveDate', '>=', filters.from);
  if (filters.to) base = base.where('plandayPayrateChanges.effectiveDate', '<=', filters.to);
  if (filters.reason) base = base.where('plandayPayrateChanges.reason', '=', filters.reason);
  if (filters.hasError === true) base = base.where('plandayPayrateChanges.hasError', '=', true);
  if (filters.hasError === false) base = base.where('plandayPayrateChanges.hasError', 'is not', true);
  const q = filters.q?.trim().toLowerCase();
  if (q) base = base.where(sql<string>`lower(planday_payrate_changes.employee_name)`, 'like', `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return base;
}

/** The order of the rows: the screen's sort, newest first by default. */
function ordered(filters: PayrateFilters): { sort: string; direction: 'asc' | 'desc' } {
  const sort = SORTS[filters.sort ?? ''] ?? SORTS.effectiveDate;
  return { sort, direction: filters.sort ? (filters.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc') : 'desc' };
}

/** Words of the workbook that are not schema labels. */
const WORDS: Record<string, { sheet: string; currency: string; yes: string }> = {
  eng: { sheet: 'Pay rate changes', currency: 'Currency', yes: 'Yes' },
  dan: { sheet: 'Lønsatsændringer', currency: 'Valuta', yes: 'Ja' },
  swe: { sheet: 'Lönesatsändringar', currency: 'Valuta', yes: 'Ja' },
  nor: { sheet: 'Lønnssatsendringer', currency: 'Valuta', yes: 'Ja' },
  fin: { sheet: 'Palkkatason muutokset', currency: 'Valuutta', yes: 'Kyllä' },
};

const COLUMNS = [
  'plandayPayrateChanges.id',
  'plandayPayrateChanges.venueId',
  'venues.name as venueName',
  'venues.country as country',
  'plandayPayrateChanges.employeeName',
  'plandayPayrateChanges.employeeNumber',
  'plandayPayrateChanges.reason',
  'plandayPayrateChanges.oldRate',
  'plandayPayrateChanges.newRate',
  'plandayPayrateChanges.effectiveDate',
  'plandayPayrateChanges.hasError',
  'plandayPayrateChanges.errorMessage',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toRow = (r: any): PayrateRow => ({
  id: r.id,
  venueId: r.venueId,
  venueName: r.venueName ?? '',
  country: r.country ?? '',
  currency: currencyOf(r.country),
  employeeName: r.employeeName ?? '',
  employeeNumber: r.employeeNumber ?? null,
  reason: r.reason,
  oldRate: Number(r.oldRate ?? 0),
  newRate: Number(r.newRate ?? 0),
  effectiveDate: r.effectiveDate,
  hasError: Boolean(r.hasError),
  errorMessage: r.errorMessage ?? null,
});

export const list = defineAction(async (ctx, { query }: PlandayPayrateChangesGetListInput) => {
  const options = listQueryOf({ page: query.page, perPage: query.perPage, sort: query.sort, order: query.order });
  const filters: PayrateFilters = { ...query, q: query.q };
  const { sort, direction } = ordered(filters);
  const page = await pagedQuery(
    ctx,
    filtered(ctx, filters, (f) => `query.${f}`),
    (qb) => qb.select([...COLUMNS]).orderBy(sql.ref(sort), direction).orderBy('plandayPayrateChanges.employeeName').orderBy('plandayPayrateChanges.id'),
    { page: options.page ?? 1, pageSize: options.pageSize ?? 25 },
  );
  return { ...page, items: page.items.map(toRow) };
});

/** Every row the list shows with the same filters and order (all pages), as an .xlsx workbook in the user's language. */
export const exportXlsx = defineAction(async (ctx, { body }: PlandayPayrateChangesExportXlsxInput) => {
  const filters: PayrateFilters = body;
  const { sort, direction } = ordered(filters);
  const rows = (
    await filtered(ctx, filters, (f) => `body.${f}`)
      .select([...COLUMNS])
      .orderBy(sql.ref(sort), direction)
      .orderBy('plandayPayrateChanges.employeeName')
      .orderBy('plandayPayrateChanges.id')
      .limit(COUNT_CAP)
      .execute()
  ).map(toRow);
  const { field, enumLabel } = labelsFor(body.locale);
  const label = (name: string) => field('plandayPayrateChanges', name);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Portal';
  workbook.created = ctx.now;
  const words = WORDS[body.locale ?? 'eng'] ?? WORDS.eng;
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: label('employeeName'), key: 'employeeName', width: 28 },
    { header: label('employeeNumber'), key: 'employeeNumber', width: 14 },
    { header: label('venueId'), key: 'venueName', width: 28 },
    { header: label('reason'), key: 'reason', width: 18 },
    { header: label('oldRate'), key: 'oldRate', width: 16, style: { numFmt: '#,##0.00' } },
    { header: label('newRate'), key: 'newRate', width: 16, style: { numFmt: '#,##0.00' } },
    { header: words.currency, key: 'currency', width: 10 },
    { header: label('effectiveDate'), key: 'effectiveDate', width: 14, style: { numFmt: 'dd-mm-yyyy' } },
    { header: label('hasError'), key: 'hasError', width: 16 },
    { header: label('errorMessage'), key: 'errorMessage', width: 40 },
  ];
  for (const r of rows) {
    sheet.addRow({
      employeeName: r.employeeName,
      employeeNumber: r.employeeNumber ?? '',
      venueName: r.venueName,
      reason: enumLabel('plandayPayrateChanges', 'reason', r.reason),
      oldRate: r.oldRate / 100,
      newRate: r.newRate / 100,
      currency: r.currency,
      effectiveDate: new Date(`${r.effectiveDate}T00:00:00Z`),
      hasError: r.hasError ? words.yes : '',
      errorMessage: r.errorMessage ?? '',
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: 'J1' };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return new FileResult(`payrate-changes-${ctx.now.toISOString().slice(0, 10)}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer);
});
