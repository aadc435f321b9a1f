import { randomUUID } from 'node:crypto';
import type { BookingFormsCreateInput, BookingFormsGetListInput, BookingFormsGetOneInput, BookingFormsNewFieldInput, BookingFormsUpdateInput } from '@generated/server/resources/bookingForms';
import { bookingFormsResource } from '@generated/server/resources/bookingForms';
import type { BookingFormRecord } from '@generated/shared/types/bookingForms';
import { BOOKING_FIELD_TECHNICAL_TYPES, bookingFieldType, SINGLE_USE_TYPES } from '@/shared/crm/bookingFieldTypes';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { lockRows } from './references';
import { staleVersion } from './venueCampaignRecords';

type StoredField = NonNullable<BookingFormRecord['fields']>[number];

/** A form as the API answers it: each field with its name, icon and kind (the unknown entry for an unknown type). */
function present(form: BookingFormRecord) {
  return { ...form, fields: (form.fields ?? []).map((f) => ({ ...f, ...bookingFieldType(f.technicalType), technicalType: f.technicalType })) };
}

async function loadForm(ctx: RequestContext, id: string): Promise<BookingFormRecord> {
  return (await ctx.store.getOrThrow(bookingFormsResource, id)) as unknown as BookingFormRecord;
}

async function assertProducts(ctx: RequestContext, ids: string[], field: string) {
  if (!ids.length) return;
  // Held until the form is saved: the products cannot be deleted in between.
  await lockRows(ctx, 'bookingProducts', ids, 'share');
  const found = new Set((await ctx.db.selectFrom('bookingProducts').select('id').where('id', 'in', ids).execute()).map((p) => p.id));
  const unknown = ids.findIndex((id) => !found.has(id));
  if (unknown >= 0) throw badRequest(`${field}.${unknown}`, `no booking product with the id ${ids[unknown]}`);
}

/**
 * One field as stored: a dropdown needs its options (and only it keeps them), product fields keep their products,
 * guest fields appear once per form. A field of a type this portal does not know is kept as it was (and shown as
 * unknown).
 */
async function cleanField(ctx: RequestContext, f: StoredField, path: string, others: StoredField[]): Promise<StoredField> {
  const known = (BOOKING_FIELD_TECHNICAL_TYPES as string[]).includes(f.technicalType);
  if (!known) return { ...f, id: f.id || randomUUID() };
  const options = (f.availableOptions ?? []).map((o) => o.trim()).filter(Boolean);
  if (f.technicalType === 'DynamicDropdown') {
    if (!options.length) throw badRequest(`${path}.availableOptions`, 'a dropdown needs at least one option');
    if (new Set(options).size !== options.length) throw badRequest(`${path}.availableOptions`, 'each option can be given once');
  }
  if (SINGLE_USE_TYPES.includes(f.technicalType) && others.some((o) => o.technicalType === f.technicalType)) {
    throw badRequest(`${path}.technicalType`, `the form already has a ${bookingFieldType(f.technicalType).name} field`);
  }
  const productIds = ['Products', 'ProductsSingle'].includes(f.technicalType) ? [...new Set(f.productIds ?? [])] : [];
  await assertProducts(ctx, productIds, `${path}.productIds`);
  if ((f.technicalType === 'DynamicText' || f.technicalType === 'DynamicDropdown') && !f.label?.trim()) throw badRequest(`${path}.label`, 'a dynamic field needs a label');
  return {
    id: f.id || randomUUID(),
    technicalType: f.technicalType,
    label: f.label?.trim() || null,
    required: Boolean(f.required),
    availableOptions: f.technicalType === 'DynamicDropdown' ? options : [],
    productIds,
  };
}

export const listForms = defineAction(async (ctx, _input: BookingFormsGetListInput) => {
  const { records } = await ctx.store.list(bookingFormsResource);
  return (records as unknown as BookingFormRecord[]).map(present);
});

export const getForm = defineAction(async (ctx, { params }: BookingFormsGetOneInput) => present(await loadForm(ctx, params.id)));

export const create = defineAction(async (ctx, { body }: BookingFormsCreateInput) => {
  const form = await ctx.store.create(bookingFormsResource, { formName: body.formName, isActive: true, fields: [] });
  return present(form as unknown as BookingFormRecord);
});

export const update = defineAction(async (ctx, { body }: BookingFormsUpdateInput) => {
  await loadForm(ctx, body.id);
  const fields: StoredField[] = [];
  const ids = new Set<string>();
  for (const [i, f] of (body.fields ?? []).entries()) {
    const clean = await cleanField(ctx, f, `body.fields.${i}`, fields);
    if (ids.has(clean.id!)) throw badRequest(`body.fields.${i}.id`, 'is used by another field');
    ids.add(clean.id!);
    fields.push(clean);
  }
  const saved = await ctx.store.update(bookingFormsResource, body.id, { ...body, fields }, { version: body.version });
  return present(saved as unknown as BookingFormRecord);
});

export const newField = defineAction(async (ctx, { params, body }: BookingFormsNewFieldInput) => {
  const form = await loadForm(ctx, params.id);
  staleVersion(body.version, form);
  const fields = form.fields ?? [];
  if (fields.length >= 50) throw badRequest('body.technicalType', 'a form has at most 50 fields');
  const field = await cleanField(ctx, { ...body, id: null }, 'body', fields);
  const saved = await ctx.store.setFields(bookingFormsResource, form.id, { fields: [...fields, field] }, { version: form.version });
  return present(saved as unknown as BookingFormRecord);
});
