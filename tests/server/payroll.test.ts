import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
const get = (userId: string, url: string) => server.request(userId, { method: 'GET', url: `/api/main${url}` });
const post = (userId: string, url: string, payload: unknown) => server.request(userId, { method: 'POST', url: `/api/main${url}`, payload: payload as object });

interface Row {
  employeeName: string;
  venueName: string;
  venueId: string;
  reason: number;
  oldRate: number;
  newRate: number;
  currency: string;
  effectiveDate: string;
  hasError: boolean;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /Payrates/CampusLevelChanges', () => {
  it('lists level changes at the venues where the user holds the permission, newest first and paged', async () => {
    const res = await get('user-cd', '/Payrates/CampusLevelChanges?perPage=10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    expect(body.totalItems).toBeGreaterThan(10);
    expect(body.items.every((r: { venueId: string }) => r.venueId.startsWith('venue-dk-'))).toBe(true);
    const dates = body.items.map((r: { changedOn: string }) => r.changedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items.every((r: { levelTo: number }) => [1, 2, 3].includes(r.levelTo))).toBe(true);
  });
  it('filters by venue, level and dates, and refuses other venues', async () => {
    const level3 = (await get('user-hq', '/Payrates/CampusLevelChanges?levelTo=3&venueId=venue-uk-soho&perPage=100')).json();
    expect(level3.items.every((r: { levelTo: number; venueId: string }) => r.levelTo === 3 && r.venueId === 'venue-uk-soho')).toBe(true);
    expect((await get('user-hq', '/Payrates/CampusLevelChanges?levelTo=4')).json()).toMatchObject({ status: 400, field: 'query.levelTo' });
    expect((await get('user-hq', '/Payrates/CampusLevelChanges?from=2026-05-01&to=2026-01-01')).json()).toMatchObject({ status: 400, field: 'query.to' });
    expect((await get('user-cd', '/Payrates/CampusLevelChanges?venueId=venue-uk-soho')).statusCode).toBe(403);
    expect((await get('user-vm', '/Payrates/CampusLevelChanges')).statusCode).toBe(403);
  });
});

describe('pay rate changes and their export', () => {
  it('lists changes with reason, rates in the venue\'s currency and the error flag; filters', async () => {
    const res = (await get('user-hq', '/Payrates/PlandayPayrateChanges?perPage=500')).json();
    expect(res.items.length).toBe(res.totalItems);
    expect(res.items.some((r: Row) => r.hasError)).toBe(true);
    expect(res.items.find((r: Row) => r.venueId === 'venue-fi-kallio')).toMatchObject({ currency: 'EUR' });
    const errors = (await get('user-hq', '/Payrates/PlandayPayrateChanges?hasError=true&perPage=500')).json();
    expect(errors.items.length).toBeGreaterThan(0);
    expect(errors.items.every((r: Row & { errorMessage: string }) => r.hasError && r.errorMessage)).toBe(true);
    const raises = (await get('user-hq', '/Payrates/PlandayPayrateChanges?reason=3&perPage=500')).json();
    expect(raises.items.every((r: Row) => r.reason === 3)).toBe(true);
    expect((await get('user-hq', '/Payrates/PlandayPayrateChanges?reason=4')).json()).toMatchObject({ status: 400, field: 'query.reason' });
    expect((await get('user-hq', '/Payrates/PlandayPayrateChanges?hasError=maybe')).json()).toMatchObject({ status: 400, field: 'query.hasError' });
    const byName = (await get('user-hq', `/Payrates/PlandayPayrateChanges?q=${encodeURIComponent(res.items[0].employeeName.slice(0, 3).toLowerCase())}`)).json();
    expect(byName.items.every((r: Row) => r.employeeName.toLowerCase().startsWith(res.items[0].employeeName.slice(0, 3).toLowerCase()))).toBe(true);
  });

  it('exports the rows the list shows with the same filters as a workbook a spreadsheet program opens', async () => {
    const filters = { venueId: 'venue-dk-norrebro', reason: 1, sort: 'employeeName', order: 'ASC' };
    const shown = (await get('user-cd', '/Payrates/PlandayPayrateChanges?venueId=venue-dk-norrebro&reason=1&sort=employeeName&order=ASC&perPage=500')).json().items as Row[];
    expect(shown.length).toBeGreaterThan(0);
    const res = await post('user-cd', '/Payrates/ExportPlandayPayrateChanges', { ...filters, locale: 'dan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payrate-changes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Lønsatsændringer');
    expect(sheet.getRow(1).getCell(1).value).toBe('Medarbejder');
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push([row.getCell(1).value, row.getCell(3).value, row.getCell(4).value, row.getCell(5).value, row.getCell(6).value, row.getCell(7).value, (row.getCell(8).value as Date).toISOString().slice(0, 10)]);
    });
    expect(rows).toEqual(shown.map((r) => [r.employeeName, r.venueName, 'Niveauændring', r.oldRate / 100, r.newRate / 100, 'DKK', r.effectiveDate]));
  });

  it('exports nothing beyond the user\'s venues and names bad filters', async () => {
    expect((await post('user-cd', '/Payrates/ExportPlandayPayrateChanges', { venueId: 'venue-no-bryggen' })).statusCode).toBe(403);
    expect((await post('user-cd', '/Payrates/ExportPlandayPayrateChanges', { from: '2026-13-01' })).json()).toMatchObject({ status: 400, field: 'body.from' });
    expect((await post('user-cd', '/Payrates/ExportPlandayPayrateChanges', { from: '2026-05-01', to: '2026-01-01' })).json()).toMatchObject({ status: 400, field: 'body.to' });
    expect((await post('user-sm', '/Payrates/ExportPlandayPayrateChanges', {})).statusCode).toBe(403);
    const all = await post('user-cd', '/Payrates/ExportPlandayPayrateChanges', {});
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const venues = new Set<string>();
    workbook.worksheets[0].eachRow((row, n) => n > 1 && venues.add(String(row.getCell(3).value)));
    expect([...venues].every((v) => ['Nørrebro Social', 'Vesterbro Cocktail Club', 'Frederiksberg Brasserie', 'Aarhus Havnebar'].includes(v))).toBe(true);
  });
});

describe('training sessions, guides and employees', () => {
  it('lists training sessions with query=* and by title, limited to permitted venues', async () => {
    const all = await get('user-rm', '/VenueTrainingSessions?query=*&perPage=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.every((s: { venueId: string }) => ['venue-no-grunerlokka', 'venue-no-akerbrygge'].includes(s.venueId))).toBe(true);
    const cocktails = (await get('user-hq', '/VenueTrainingSessions?query=Cocktail&perPage=100')).json();
    expect(cocktails.items.length).toBeGreaterThan(0);
    expect(cocktails.items.every((s: { title: string }) => s.title.startsWith('Cocktail'))).toBe(true);
    const planned = (await get('user-hq', `/VenueTrainingSessions?filter=${encodeURIComponent(JSON.stringify({ status: 'planned' }))}`)).json();
    expect(planned.items.every((s: { status: string }) => s.status === 'planned')).toBe(true);
    expect((await get('user-hq', '/VenueTrainingSessions?perPage=0')).json()).toMatchObject({ status: 400 });
    expect((await get('user-vm', '/VenueTrainingSessions?query=*')).statusCode).toBe(403);
  });

  it('lists guides and employees, paged and filtered', async () => {
    const guides = (await get('user-cd', '/WizardInstances?page=1&perPage=5&sort=startedAt&order=DESC')).json();
    expect(guides.items).toHaveLength(5);
    expect(guides.items.every((g: { venueId: string }) => g.venueId.startsWith('venue-dk-'))).toBe(true);
    const employees = (await get('user-hq', `/Cockpit/CampusEmployees?filter=${encodeURIComponent(JSON.stringify({ venueId: 'venue-fi-kallio', campusLevel: 3 }))}&perPage=50`)).json();
    expect(employees.items.every((e: { venueId: string; campusLevel: number }) => e.venueId === 'venue-fi-kallio' && e.campusLevel === 3)).toBe(true);
    expect((await get('user-hq', '/Cockpit/CampusEmployees?filter=notjson')).json()).toMatchObject({ status: 400, field: 'query.filter' });
    expect((await get('user-sm', '/WizardInstances')).statusCode).toBe(403);
  });
});
