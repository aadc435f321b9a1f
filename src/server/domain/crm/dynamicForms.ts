import ExcelJS from 'exceljs';
import type {
  DynamicFormsCreateInput,
  DynamicFormsDeleteInput,
  DynamicFormsDuplicateInput,
  DynamicFormsExportInput,
  DynamicFormsGetListInput,
  DynamicFormsPreviewForVenueInput,
  DynamicFormsUpdateInput,
  DynamicFormsVenuesInput,
} from '@generated/server/resources/dynamicForms';
import { dynamicFormsResource } from '@generated/server/resources/dynamicForms';
import type { DynamicFormRecord } from '@generated/shared/types/dynamicForms';
import { renderTemplate } from '@/shared/crm/handlebars';
import { formatDateTime } from '@/shared/format';
import { defineAction, FileResult, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { venueValues } from './campaignContent';
import { copyName } from './crmAccess';
import { automationsUsingForm, lockRows, quotedNames } from './references';
import { assertTemplate } from './templateRules';
import { escapeHtml } from '../../html';

type Body = DynamicFormsCreateInput['body'];

/** Unique question keys, options for dropdowns (and only for them), known venues, valid placeholders in the texts. */
async function clean<B extends Body>(ctx: RequestContext, body: B): Promise<B> {
  const keys = new Set<string>();
  const fields = (body.fields ?? []).map((f, i) => {
    if (keys.has(f.key)) throw badRequest(`body.fields.${i}.key`, `"${f.key}" is used by another question`);
    keys.add(f.key);
    const options = (f.options ?? []).map((o) => o.trim()).filter(Boolean);
    if (f.type === 'Dropdown' && !options.length) throw badRequest(`body.fields.${i}.options`, 'a dropdown needs at least one option');
    if (new Set(options).size !== options.length) throw badRequest(`body.fields.${i}.options`, 'each option can be given once');
    return { ...f, required: Boolean(f.required), options: f.type === 'Dropdown' ? options : [] };
  });
  const venueIds = [...new Set(body.venueIds ?? [])];
  if (venueIds.length) {
    const found = new Set((await ctx.db.selectFrom('venues').select('id').where('id', 'in', venueIds).execute()).map((v) => v.id));
    const unknown = venueIds.findIndex((v) => !found.has(v));
    if (unknown >= 0) throw badRequest(`body.venueIds.${unknown}`, `no venue with the id ${venueIds[unknown]}`);
  }
  for (const field of ['title', 'description', 'successMessage'] as const) assertTemplate(`body.${field}`, body[field]);
  return { ...body, fields, venueIds };
}

async function submissionCounts(ctx: RequestContext, since?: Date) {
  let q = ctx.db.selectFrom('dynamicFormSubmissions').select(['formId', 'venueId', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['formId', 'venueId']);
  if (since) q = q.where('submittedAt', '>=', since);
  return (await q.execute()).map((r) => ({ formId: r.formId!, venueId: r.venueId!, count: Number(r.count) }));
}

export const listForms = defineAction(async (ctx, _input: DynamicFormsGetListInput) => {
  const { records } = await ctx.store.list(dynamicFormsResource);
  const counts = await submissionCounts(ctx);
  return (records as unknown as DynamicFormRecord[]).map((f) => ({ ...f, submissions: counts.filter((c) => c.formId === f.id).reduce((n, c) => n + c.count, 0) }));
});

export const create = defineAction(async (ctx, { body }: DynamicFormsCreateInput) => ctx.store.create(dynamicFormsResource, await clean(ctx, body)));

export const update = defineAction(async (ctx, { body }: DynamicFormsUpdateInput) => {
  await ctx.store.getOrThrow(dynamicFormsResource, body.id);
  return ctx.store.update(dynamicFormsResource, body.id, await clean(ctx, body), { version: body.version });
});

/** A form goes with its submissions, unless an automation tests it (409 naming the automations). */
export const remove = defineAction(async (ctx, { query }: DynamicFormsDeleteInput) => {
  await lockRows(ctx, 'dynamicForms', [query.id], 'update');
  const form = await ctx.store.getOrThrow(dynamicFormsResource, query.id);
  const users = await automationsUsingForm(ctx, form.id);
  if (users.length) throw conflict(`The dynamic form is used by the automation${users.length > 1 ? 's' : ''} ${quotedNames(users)}. Change ${users.length > 1 ? 'them' : 'it'} first.`);
  await ctx.db.deleteFrom('dynamicFormSubmissions').where('formId', '=', form.id).execute();
  await ctx.store.remove(dynamicFormsResource, form.id);
});

export const duplicate = defineAction(async (ctx, { body }: DynamicFormsDuplicateInput) => {
  const source = (await ctx.store.getOrThrow(dynamicFormsResource, body.id)) as unknown as DynamicFormRecord;
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...rest } = source;
  return ctx.store.create(dynamicFormsResource, { ...rest, name: copyName(source.name), isActive: false, venueIds: [] });
});

/** Every active venue with the forms published there and its check-ins (submissions) over the last 30 days. */
export const venues = defineAction(async (ctx, _input: DynamicFormsVenuesInput) => {
  const venueRows = await ctx.db.selectFrom('venues').select(['id', 'name', 'country']).where('isActive', '=', true).orderBy('country').orderBy('name').execute();
  const forms = (await ctx.store.list(dynamicFormsResource)).records as unknown as DynamicFormRecord[];
  const recent = await submissionCounts(ctx, new Date(ctx.now.getTime() - 30 * 24 * 3600 * 1000));
  return venueRows.map((v) => ({
    venueId: v.id,
    name: v.name ?? v.id,
    country: v.country,
    forms: forms.filter((f) => f.venueIds?.includes(v.id)).map((f) => ({ id: f.id, name: f.name, isActive: Boolean(f.isActive) })),
    checkInsLast30Days: recent.filter((c) => c.venueId === v.id).reduce((n, c) => n + c.count, 0),
  }));
});

/** The form as a guest at the venue sees it: its texts rendered with the venue's values, and a plain HTML version. */
export const previewForVenue = defineAction(async (ctx, { body }: DynamicFormsPreviewForVenueInput) => {
  const form = (await ctx.store.getOrThrow(dynamicFormsResource, body.dynamicFormId)) as unknown as DynamicFormRecord;
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const values = await venueValues(ctx, venue.id);
  const text = (t: string | null | undefined) => renderTemplate(t, { format: 'text', values });
  const title = text(form.title);
  const description = text(form.description);
  const fields = (form.fields ?? []).map((f) => ({ key: f.key, label: f.label, type: f.type, required: Boolean(f.required), options: f.options ?? [] }));
  const input = (f: (typeof fields)[number]) => {
    const name = `name="${escapeHtml(f.key)}"${f.required ? ' required' : ''}`;
    if (f.type === 'Textarea') return `<textarea ${name}></textarea>`;
    if (f.type === 'Dropdown') return `<select ${name}>${f.options.map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select>`;
    const type = { Text: 'text', Email: 'email', Phone: 'tel', Number: 'number', Date: 'date', Checkbox: 'checkbox' }[f.type];
    return `<input type="${type}" ${name}>`;
  };
  const html = [
    `<form class="dynamic-form">`,
    `<h1>${escapeHtml(title)}</h1>`,
    description ? `<p>${escapeHtml(description)}</p>` : '',
    ...fields.map((f) => `<label>${escapeHtml(f.label)}${f.required ? ' *' : ''} ${input(f)}</label>`),
    `<button type="submit">${escapeHtml(form.submitButtonText || 'Send')}</button>`,
    `</form>`,
  ].join('');
  return {
    dynamicFormId: form.id,
    venueId: venue.id,
    venueName: venue.name ?? venue.id,
    publishedAtVenue: Boolean(form.venueIds?.includes(venue.id)),
    isActive: Boolean(form.isActive),
    title,
    description,
    submitButtonText: form.submitButtonText || 'Send',
    successMessage: text(form.successMessage),
    fields,
    html,
  };
});

/** Every submission of the form as a spreadsheet: when (in the venue's time), where, and one column per question. */
export const exportSubmissions = defineAction(async (ctx, { body }: DynamicFormsExportInput) => {
  const form = (await ctx.store.getOrThrow(dynamicFormsResource, body.dynamicFormId)) as unknown as DynamicFormRecord;
  const rows = await ctx.db
    .selectFrom('dynamicFormSubmissions')
    .leftJoin('venues', 'venues.id', 'dynamicFormSubmissions.venueId')
    .select(['dynamicFormSubmissions.submittedAt', 'dynamicFormSubmissions.answers', 'venues.name as venueName', 'venues.timeZone'])
    .where('dynamicFormSubmissions.formId', '=', form.id)
    .orderBy('dynamicFormSubmissions.submittedAt', 'desc')
    .execute();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Submissions');
  const questions = form.fields ?? [];
  sheet.columns = [
    { header: 'Submitted', key: 'submittedAt', width: 18 },
    { header: 'Venue', key: 'venue', width: 28 },
    ...questions.map((q) => ({ header: q.label, key: `q_${q.key}`, width: 24 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const answers = new Map((row.answers ?? []).map((a) => [a.key, a.value ?? '']));
    sheet.addRow({
      submittedAt: formatDateTime(row.submittedAt, row.timeZone ?? 'Europe/Copenhagen'),
      venue: row.venueName ?? '',
      ...Object.fromEntries(questions.map((q) => [`q_${q.key}`, answers.get(q.key) ?? ''])),
    });
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileName = `${form.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'form'} submissions.xlsx`;
  return new FileResult(fileName, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer);
});
