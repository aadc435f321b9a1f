import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

const API = '/api/crm/api';
let server: TestServer;

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  server.request(user, { method, url: `${API}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const question = (key: string, type = 'Text', extra: Record<string, unknown> = {}) => ({ key, label: key.replace(/_/g, ' '), type, ...extra });

describe('dynamic forms', () => {
  it('GET lists the forms with their submissions; GET /{id} answers one', async () => {
    const list = (await call('user-cm', 'GET', '/DynamicForms')).json();
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Christmas party enquiry', 'Guest check-in', 'Summer competition']);
    expect(list.every((f: { submissions: number }) => f.submissions > 0)).toBe(true);
    expect((await call('user-cm', 'GET', `/DynamicForms/${list[0].id}`)).json()).toMatchObject({ name: 'Christmas party enquiry' });
    expect((await call('user-cm', 'GET', '/DynamicForms/nope')).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/DynamicForms')).statusCode).toBe(403);
  });
  it('POST, PUT, duplicate and DELETE', async () => {
    const created = await call('user-cm', 'POST', '/DynamicForms', { name: 'Feedback', title: 'Tell {{venue_name}} what you think', fields: [question('rating', 'Dropdown', { options: [' Great ', 'Good', ''] }), question('comment', 'Textarea', { options: ['x'] })], venueIds: ['venue-fi-kallio', 'venue-fi-kallio'] });
    expect(created.statusCode, created.body).toBe(200);
    const form = created.json();
    expect(form.fields).toEqual([
      { key: 'rating', label: 'rating', type: 'Dropdown', required: false, options: ['Great', 'Good'] },
      { key: 'comment', label: 'comment', type: 'Textarea', required: false, options: [] },
    ]);
    expect(form.venueIds).toEqual(['venue-fi-kallio']);
    const saved = await call('user-cm', 'PUT', '/DynamicForms', { ...form, isActive: false });
    expect(saved.json()).toMatchObject({ isActive: false, version: 2 });
    expect((await call('user-cm', 'PUT', '/DynamicForms', form)).statusCode).toBe(409);
    const copy = (await call('user-cm', 'POST', '/DynamicForms/duplicate', { id: form.id })).json();
    expect(copy).toMatchObject({ name: 'Copy of Feedback', isActive: false, venueIds: [], fields: form.fields });
    expect((await call('user-cm', 'DELETE', `/DynamicForms/?id=${copy.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', `/DynamicForms/?id=${copy.id}`)).statusCode).toBe(404);
  });
  it('DELETE refuses a form an automation tests (409), and deletes it once the automation no longer does', async () => {
    const form = (await call('user-cm', 'POST', '/DynamicForms', { name: 'Tested', title: 'Tested', fields: [question('a')] })).json();
    const automation = (await call('user-cm', 'POST', '/Automations', { name: 'Tests the form', triggers: [{ type: 7 }], conditions: [{ type: 'IsDynamicFormCondition', dynamicFormId: form.id }], actions: [{ type: 'AddPointsAction', points: 5 }] })).json();
    expect(automation.id).toEqual(expect.any(String));
    const refused = await call('user-cm', 'DELETE', `/DynamicForms/?id=${form.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/automation "Tests the form"/);
    expect((await call('user-cm', 'GET', `/DynamicForms/${form.id}`)).statusCode).toBe(200);
    await call('user-cm', 'DELETE', `/Automations/?id=${automation.id}`);
    expect((await call('user-cm', 'DELETE', `/DynamicForms/?id=${form.id}`)).statusCode).toBe(204);
  });
  it('refuses bad forms, naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => (await call('user-cm', 'POST', '/DynamicForms', { name: 'x', title: 'x', ...body })).json();
    expect(await bad({ name: '' })).toMatchObject({ status: 400, field: 'body.name' });
    expect(await bad({ fields: [question('a'), question('a')] })).toMatchObject({ status: 400, field: 'body.fields.1.key' });
    expect(await bad({ fields: [question('Bad Key')] })).toMatchObject({ status: 400, field: 'body.fields.0.key' });
    expect(await bad({ fields: [question('pick', 'Dropdown')] })).toMatchObject({ status: 400, field: 'body.fields.0.options' });
    expect(await bad({ venueIds: ['nowhere'] })).toMatchObject({ status: 400, field: 'body.venueIds.0' });
    expect(await bad({ title: '{{#if}}' })).toMatchObject({ status: 400, field: 'body.title' });
  });
  it('GET /Venues lists venues with their forms and check-ins', async () => {
    const venues = (await call('user-cm', 'GET', '/DynamicForms/Venues')).json();
    const norrebro = venues.find((v: { venueId: string }) => v.venueId === 'venue-dk-norrebro');
    expect(norrebro.forms.map((f: { name: string }) => f.name).sort()).toEqual(['Christmas party enquiry', 'Guest check-in']);
    expect(norrebro.checkInsLast30Days).toBeGreaterThan(0);
    expect(venues).toHaveLength(13);
  });
  it('POST /PreviewForVenue renders the form for a venue', async () => {
    const form = (await call('user-cm', 'GET', '/DynamicForms')).json().find((f: { name: string }) => f.name === 'Guest check-in');
    const res = await call('user-hq', 'POST', '/DynamicForms/PreviewForVenue', { dynamicFormId: form.id, venueId: 'venue-dk-norrebro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Welcome to Nørrebro Social!', venueName: 'Nørrebro Social', publishedAtVenue: true, submitButtonText: 'Check in' });
    expect(res.json().fields.map((f: { key: string }) => f.key)).toEqual(['first_name', 'email', 'occasion', 'newsletter']);
    expect(res.json().html).toContain('<select name="occasion"><option>Drinks with friends</option>');
    expect((await call('user-hq', 'POST', '/DynamicForms/PreviewForVenue', { dynamicFormId: form.id, venueId: 'venue-uk-soho' })).json().publishedAtVenue).toBe(false);
    expect((await call('user-cm', 'POST', '/DynamicForms/PreviewForVenue', { dynamicFormId: form.id, venueId: 'venue-dk-norrebro' })).statusCode).toBe(403);
    expect((await call('user-hq', 'POST', '/DynamicForms/PreviewForVenue', { dynamicFormId: 'nope', venueId: 'venue-dk-norrebro' })).statusCode).toBe(404);
  });
  it('POST /Export answers a spreadsheet of the submissions', async () => {
    const form = (await call('user-cm', 'GET', '/DynamicForms')).json().find((f: { name: string }) => f.name === 'Guest check-in');
    const res = await call('user-cm', 'POST', '/DynamicForms/Export', { dynamicFormId: form.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Guest check-in submissions.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Submissions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Submitted', 'Venue', 'First name', 'Email', 'What brings you here tonight?', 'Send me news and offers']);
    expect(sheet.rowCount - 1).toBe(form.submissions);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await call('user-cm', 'POST', '/DynamicForms/Export', { dynamicFormId: 'nope' })).statusCode).toBe(404);
  });
});

describe('booking forms', () => {
  const forms = async () => (await call('user-gr', 'GET', '/BookingForms')).json() as { id: string; formName: string; version: number; fields: { technicalType: string; name: string; icon: string; kind: string; id: string }[] }[];
  it('GET lists forms, each field with its name, icon and kind; an unknown type shows as such', async () => {
    const list = await forms();
    expect(list.map((f) => f.formName)).toEqual(['Birthday package', 'Christmas party booking', 'Legacy voucher form', 'Table booking']);
    const table = list.find((f) => f.formName === 'Table booking')!;
    expect(table.fields[0]).toMatchObject({ technicalType: 'GuestFullName', name: 'Guest name', icon: 'PersonIcon', kind: 'Text' });
    const legacy = list.find((f) => f.formName === 'Legacy voucher form')!;
    expect(legacy.fields[1]).toMatchObject({ technicalType: 'LegacyVoucherCode', name: 'Unknown field technical type', icon: 'AlertCircleIcon' });
    expect((await call('user-gr', 'GET', `/BookingForms/${table.id}`)).json().fields).toHaveLength(6);
    expect((await call('user-gr', 'GET', '/BookingForms/nope')).statusCode).toBe(404);
    expect((await call('user-vm', 'GET', '/BookingForms')).statusCode).toBe(403);
  });
  it('POST creates a form by name; NewField adds fields; a dropdown needs options', async () => {
    // Guest relations and channel marketing change booking forms (docs/permissions.md); a venue manager may not.
    expect((await call('user-vm', 'POST', '/BookingForms', { formName: 'Brunch booking' })).statusCode).toBe(403);
    const created = await call('user-cm', 'POST', '/BookingForms', { formName: 'Brunch booking' });
    expect(created.json()).toMatchObject({ formName: 'Brunch booking', fields: [], isActive: true });
    const id = created.json().id;
    expect((await call('user-cm', 'POST', '/BookingForms', { formName: ' ' })).json()).toMatchObject({ status: 400, field: 'body.formName' });
    const withName = await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'GuestFullName', required: true });
    expect(withName.json().fields).toEqual([expect.objectContaining({ technicalType: 'GuestFullName', name: 'Guest name', required: true, id: expect.any(String) })]);
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'GuestFullName' })).json()).toMatchObject({ status: 400, field: 'body.technicalType' });
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'DynamicDropdown', label: 'Seating' })).json()).toMatchObject({ status: 400, field: 'body.availableOptions' });
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'DynamicDropdown', availableOptions: ['A'] })).json()).toMatchObject({ status: 400, field: 'body.label' });
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'Teleport' })).json()).toMatchObject({ status: 400, field: 'body.technicalType' });
    const dropdown = await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'DynamicDropdown', label: 'Seating', availableOptions: ['Inside', ' Terrace ', ''] });
    expect(dropdown.json().fields[1]).toMatchObject({ technicalType: 'DynamicDropdown', name: 'Dropdown dynamic', kind: 'Dropdown', label: 'Seating', availableOptions: ['Inside', 'Terrace'] });
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'NumGuests', version: 1 })).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/BookingForms/NewField/nope', { technicalType: 'NumGuests' })).statusCode).toBe(404);
    const products = (await call('user-hq', 'GET', '/BookingFormProducts')).json();
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'Products', productIds: ['nope'] })).json()).toMatchObject({ status: 400, field: 'body.productIds.0' });
    expect((await call('user-cm', 'POST', `/BookingForms/NewField/${id}`, { technicalType: 'Products', productIds: [products[0].id] })).json().fields[2].productIds).toEqual([products[0].id]);
  });
  it('PUT saves the fields in their new order, keeps unknown ones, with the version', async () => {
    const legacy = (await forms()).find((f) => f.formName === 'Legacy voucher form')!;
    const reordered = { ...legacy, formName: 'Legacy vouchers', fields: [...legacy.fields].reverse() };
    const saved = await call('user-cm', 'PUT', '/BookingForms', reordered);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields.map((f: { technicalType: string }) => f.technicalType)).toEqual(['LegacyVoucherCode', 'GuestFullName']);
    expect(saved.json().fields[0].name).toBe('Unknown field technical type');
    expect((await call('user-cm', 'PUT', '/BookingForms', reordered)).statusCode).toBe(409);
    const current = saved.json();
    expect((await call('user-cm', 'PUT', '/BookingForms', { ...current, fields: [...current.fields, { technicalType: 'GuestFullName' }] })).json()).toMatchObject({ status: 400, field: 'body.fields.2.technicalType' });
  });
  it('there is no delete', async () => {
    const [form] = await forms();
    expect([404, 405]).toContain((await call('user-gr', 'DELETE', `/BookingForms/${form.id}`)).statusCode);
  });
  it('GET /BookingForms/Submissions answers the submissions newest first, at the user’s venues', async () => {
    const all = (await call('user-hq', 'GET', '/BookingForms/Submissions')).json() as { id: string; submittedAt: string; venueId: string; formId: string; values: unknown[] }[];
    expect(all.length).toBe(48);
    expect(all.map((s) => s.submittedAt)).toEqual([...all.map((s) => s.submittedAt)].sort().reverse());
    const uk = (await call('user-gr', 'GET', '/BookingForms/Submissions')).json() as { venueId: string }[];
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((s) => s.venueId.startsWith('venue-uk-'))).toBe(true);
    const ofOne = (await call('user-hq', 'GET', `/BookingForms/Submissions?formId=${all[0].formId}`)).json() as { formId: string }[];
    expect(ofOne.every((s) => s.formId === all[0].formId)).toBe(true);
    const one = await call('user-hq', 'GET', `/BookingForms/Submissions/${all[0].id}`);
    expect(one.json().values.length).toBeGreaterThan(0);
    const danish = all.find((s) => s.venueId === 'venue-dk-norrebro')!;
    expect((await call('user-gr', 'GET', `/BookingForms/Submissions/${danish.id}`)).statusCode).toBe(403);
  });
});

describe('booking products', () => {
  it('GET, POST, PUT and DELETE with the catalogued messages', async () => {
    const list = (await call('user-hq', 'GET', '/BookingFormProducts')).json();
    expect(list.length).toBe(8);
    const created = await call('user-cm', 'POST', '/BookingFormProducts', { productName: 'Oyster platter', country: 'fi', price: 2900 });
    expect(created.json()).toMatchObject({ productName: 'Oyster platter', price: 2900, isActive: true });
    expect((await call('user-cm', 'GET', `/BookingFormProducts/${created.json().id}`)).json().productName).toBe('Oyster platter');
    const saved = await call('user-cm', 'PUT', '/BookingFormProducts', { ...(created.json() as object), price: 3100 });
    expect(saved.json()).toMatchObject({ price: 3100, version: 2 });
    expect((await call('user-cm', 'PUT', '/BookingFormProducts', created.json())).statusCode).toBe(409);
    expect((await call('user-cm', 'POST', '/BookingFormProducts', { country: 'fi' })).json()).toMatchObject({ status: 400, field: 'body.productName' });
    expect((await call('user-cm', 'POST', '/BookingFormProducts', { productName: 'x', country: 'dk', price: -1 })).json()).toMatchObject({ status: 400, field: 'body.price' });
    expect((await call('user-cm', 'DELETE', `/BookingFormProducts/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'GET', `/BookingFormProducts/${created.json().id}`)).statusCode).toBe(404);
    expect((await call('user-gr', 'GET', '/BookingFormProducts')).statusCode).toBe(403);
  });
  it('DELETE refuses a product a booking form offers (409) and answers 404 for an unknown one', async () => {
    const product = (await call('user-cm', 'POST', '/BookingFormProducts', { productName: 'Cake', country: 'dk', price: 15000 })).json();
    const form = (await call('user-hq', 'POST', '/BookingForms', { formName: 'Birthday bookings' })).json();
    const withField = await call('user-hq', 'POST', `/BookingForms/NewField/${form.id}`, { technicalType: 'Products', productIds: [product.id] });
    expect(withField.statusCode, withField.body).toBe(200);
    const refused = await call('user-cm', 'DELETE', `/BookingFormProducts/${product.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/booking form "Birthday bookings"/);
    expect((await call('user-cm', 'GET', `/BookingFormProducts/${product.id}`)).statusCode).toBe(200);
    await call('user-hq', 'PUT', '/BookingForms', { ...(withField.json() as object), fields: [] });
    expect((await call('user-cm', 'DELETE', `/BookingFormProducts/${product.id}`)).statusCode).toBe(204);
    expect((await call('user-cm', 'DELETE', `/BookingFormProducts/${product.id}`)).statusCode).toBe(404);
  });
});
